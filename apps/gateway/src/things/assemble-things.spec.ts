import type { Thing } from '@castline/contracts';
import { assembleThings } from './assemble-things.js';
import { emptyGatherResult, type GatherResult } from './gather-result.js';

function gathered(records: Thing[], unresolved: string[] = []): GatherResult {
  return {
    ...emptyGatherResult(),
    found: new Map(records.map((r) => [r.__id, r])),
    unresolved: new Set(unresolved),
  };
}

describe('assembleThings', () => {
  const a = { __id: 'a', id: 'a', name: 'A' };
  const b = { __id: 'b', id: 'b', name: 'B' };
  const theme = { __id: 't', id: 't', name: 'Theme' };

  it('keeps the requested order and answers unknown ids with {__id}', () => {
    const answer = assembleThings(
      ['b', 'x', 'a'],
      new Set(),
      gathered([a, b]),
      [],
      emptyGatherResult(),
    );
    expect(answer).toEqual([b, { __id: 'x' }, a]);
  });

  it('answers malformed ids with {__id} only', () => {
    const answer = assembleThings(
      ['bad id', 'a'],
      new Set(['bad id']),
      gathered([a]),
      [],
      emptyGatherResult(),
    );
    expect(answer).toEqual([{ __id: 'bad id' }, a]);
  });

  it('appends found themes after the requested ids, and drops themes not found', () => {
    const answer = assembleThings(
      ['a'],
      new Set(),
      gathered([a]),
      ['t', 'gone'],
      gathered([theme]),
    );
    expect(answer).toEqual([a, theme]);
  });

  it('marks ids an unavailable owner may hold as UNAVAILABLE (never as unknown)', () => {
    const answer = assembleThings(
      ['a', 'b'],
      new Set(),
      gathered([a], ['b']),
      [],
      emptyGatherResult(),
    );
    expect(answer).toEqual([a, { __id: 'b', __error: 'UNAVAILABLE' }]);
  });
});
