import type { Thing } from '@castline/contracts';
import { collectThemeIds } from './collect-theme-ids.js';
import type { FoundThing } from './gather-result.js';
import { readThingsTexts } from './read-things-reply.js';

const T1 = 'recTheme00000001';
const T2 = 'recTheme00000002';

/** Found records as an owner in the object form answers them (readThingsTexts finds each single theme). */
function found(records: Thing[]): Map<string, FoundThing> {
  return new Map(readThingsTexts({ records }).map(({ __id, ...thing }) => [__id, thing]));
}

describe('collectThemeIds', () => {
  it('appends the single theme of each record, in answer order', () => {
    const records = found([
      { __id: 'a', id: 'a', theme: [T2] },
      { __id: 'b', id: 'b', theme: [T1] },
    ]);
    expect(collectThemeIds(['a', 'b'], records)).toEqual([T2, T1]);
  });

  it('appends a theme shared by several records once', () => {
    const records = found([
      { __id: 'a', id: 'a', theme: [T1] },
      { __id: 'b', id: 'b', theme: [T1] },
    ]);
    expect(collectThemeIds(['a', 'b'], records)).toEqual([T1]);
  });

  it('skips a theme that was asked for already', () => {
    const records = found([{ __id: 'a', id: 'a', theme: [T1] }]);
    expect(collectThemeIds(['a', T1], records)).toEqual([]);
  });

  it.each([
    ['no theme field', { __id: 'a', id: 'a' }],
    ['an empty list', { __id: 'a', id: 'a', theme: [] }],
    ['two themes', { __id: 'a', id: 'a', theme: [T1, T2] }],
    ['a theme that is not a list', { __id: 'a', id: 'a', theme: T1 }],
    ['a malformed theme id', { __id: 'a', id: 'a', theme: ['not an id'] }],
    ['a non-string theme', { __id: 'a', id: 'a', theme: [7] }],
  ])('appends nothing for %s', (_name, record) => {
    expect(collectThemeIds(['a'], found([record as Thing]))).toEqual([]);
  });

  it('reads the theme an owner in the JSON form names, never the record text', () => {
    const json = new Map<string, FoundThing>([
      ['a', { text: '{"__id":"a","theme":[]}', theme: T1 }],
    ]);
    expect(collectThemeIds(['a'], json)).toEqual([T1]);
  });

  it('ignores ids that were not found', () => {
    expect(collectThemeIds(['a'], new Map())).toEqual([]);
  });
});
