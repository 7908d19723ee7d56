import type { Thing } from '@castline/contracts';
import { assembleThings } from './assemble-things.js';
import { emptyGatherResult, type GatherResult } from './gather-result.js';

function gathered(records: Thing[], unresolved: string[] = []): GatherResult {
  return {
    ...emptyGatherResult(),
    found: new Map(records.map((r) => [r.__id, { text: JSON.stringify(r), theme: null }])),
    unresolved: new Set(unresolved),
  };
}

/** The answer as the client reads it. */
function parsed(...args: Parameters<typeof assembleThings>): unknown {
  return JSON.parse(assembleThings(...args).json);
}

describe('assembleThings', () => {
  const a = { __id: 'a', id: 'a', name: 'A' };
  const b = { __id: 'b', id: 'b', name: 'B' };
  const theme = { __id: 't', id: 't', name: 'Theme' };

  it('keeps the requested order and answers unknown ids with {__id}', () => {
    const answer = parsed(['b', 'x', 'a'], new Set(), gathered([a, b]), [], emptyGatherResult());
    expect(answer).toEqual([b, { __id: 'x' }, a]);
  });

  it('answers malformed ids with {__id} only', () => {
    const answer = parsed(
      ['bad id', 'a'],
      new Set(['bad id']),
      gathered([a]),
      [],
      emptyGatherResult(),
    );
    expect(answer).toEqual([{ __id: 'bad id' }, a]);
  });

  it('appends found themes after the requested ids, and drops themes not found', () => {
    const answer = parsed(['a'], new Set(), gathered([a]), ['t', 'gone'], gathered([theme]));
    expect(answer).toEqual([a, theme]);
  });

  it('marks ids an unavailable owner may hold as UNAVAILABLE (never as unknown), and says it is partial', () => {
    const answer = assembleThings(
      ['a', 'b'],
      new Set(),
      gathered([a], ['b']),
      [],
      emptyGatherResult(),
    );
    expect(JSON.parse(answer.json)).toEqual([a, { __id: 'b', __error: 'UNAVAILABLE' }]);
    expect(answer.partial).toBe(true);
  });

  it('is not partial when every owner answered', () => {
    const answer = assembleThings(['a', 'x'], new Set(), gathered([a]), [], emptyGatherResult());
    expect(answer.partial).toBe(false);
  });

  it('writes the records exactly as their owners answered them', () => {
    const text = '{"id": "a", "__id": "a", "n": 1.50}';
    const first = { ...emptyGatherResult(), found: new Map([['a', { text, theme: null }]]) };
    expect(assembleThings(['a'], new Set(), first, [], emptyGatherResult()).json).toBe(`[${text}]`);
  });
});
