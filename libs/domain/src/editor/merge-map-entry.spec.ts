import type { EditorMap } from './editor-state.js';
import { mergeMapEntry } from './merge-map-entry.js';

describe('mergeMapEntry', () => {
  it.each<[string, EditorMap | null, EditorMap, EditorMap]>([
    ['a new entry takes the patch', null, { map: 'm1', draw: false }, { map: 'm1', draw: false }],
    [
      'sent fields replace stored ones, others stay',
      { id: 'x', map: 'm1', winner: 'a', score_1: 2 },
      { winner: null, draw: true },
      { id: 'x', map: 'm1', winner: null, draw: true, score_1: 2 },
    ],
    [
      'undefined fields are not sent',
      { id: 'x', winner: 'a' },
      { winner: undefined },
      { id: 'x', winner: 'a' },
    ],
    [
      'replay_code is trimmed and uppercased',
      null,
      { replay_code: ' abc12x ' },
      { replay_code: 'ABC12X' },
    ],
    [
      'an empty replay_code is none',
      { replay_code: 'OLD' },
      { replay_code: '  ' },
      { replay_code: null },
    ],
    ['a stored code is uppercased too', { replay_code: 'low' }, {}, { replay_code: 'LOW' }],
  ])('%s', (_case, base, patch, expected) => {
    const copies = structuredClone([base, patch]);
    expect(mergeMapEntry(base, patch)).toEqual(expected);
    expect([base, patch]).toEqual(copies);
  });
});
