import type { EditorMap } from './editor-state.js';
import { planMapData, type MapDataPlan, type StoredEditorMap } from './plan-map-data.js';

const existing: StoredEditorMap[] = [
  { id: 'x1', map: 'm1', winner: 'a' },
  { id: 'x2', map: 'm2' },
  { id: 'x3', map: 'm3', banner: 'b' },
];

describe('planMapData', () => {
  it.each<[string, EditorMap[], MapDataPlan]>([
    ['an empty list keeps every map in order', [], { maps: existing, created: [] }],
    [
      'updates matched entries and keeps the sent order first',
      [{ id: 'x2', winner: 'b', replay_code: 'abc' }, { id: 'x1' }],
      {
        maps: [
          { id: 'x2', map: 'm2', winner: 'b', replay_code: 'ABC' },
          { id: 'x1', map: 'm1', winner: 'a' },
          { id: 'x3', map: 'm3', banner: 'b' },
        ],
        created: [],
      },
    ],
    [
      'creates entries without an id where they are sent',
      [{ id: 'x3' }, { map: 'm4' }, { id: 'x1' }, { map: 'm5', draw: true }],
      {
        maps: [
          { id: 'x3', map: 'm3', banner: 'b' },
          { id: 'new1', map: 'm4' },
          { id: 'x1', map: 'm1', winner: 'a' },
          { id: 'new2', map: 'm5', draw: true },
          { id: 'x2', map: 'm2' },
        ],
        created: ['new1', 'new2'],
      },
    ],
  ])('%s', (_case, entries, expected) => {
    let n = 0;
    const copies = structuredClone([existing, entries]);
    expect(planMapData(existing, entries, () => `new${++n}`)).toEqual(expected);
    expect([existing, entries]).toEqual(copies);
  });

  it('keeps every map once (invariant)', () => {
    const plan = planMapData(existing, [{ id: 'x3' }, {}, { id: 'x2' }], () => 'n');
    expect(plan.maps.map((m) => m.id).sort()).toEqual(['n', 'x1', 'x2', 'x3']);
  });
});
