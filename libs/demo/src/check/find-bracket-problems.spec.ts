import { DOUBLE_ELIMINATION_8 } from '../brackets/bracket-presets.js';
import { createRandom } from '../random/create-random.js';
import { createRecordStore } from '../records/create-record-store.js';
import { findBracketProblems } from './find-bracket-problems.js';

function twoMatchBracket(layout: unknown) {
  const store = createRecordStore(createRandom(1));
  const [a, b, c] = [store.create('team'), store.create('team'), store.create('team')];
  const bracket = store.create('bracket', { bracket_layout: JSON.stringify(layout) });
  const first = store.create('match', {
    teams: [a.id, b.id],
    score_1: 2,
    score_2: 0,
    first_to: 2,
    slot_1_source: 'hand',
    slot_2_source: 'hand',
  });
  const second = store.create('match', {
    teams: [a.id, c.id],
    first_to: 2,
    slot_1_source: `fed:${bracket.id}:1.win`,
    slot_2_source: 'hand',
  });
  store.link(bracket, 'ordered_matches', first, 'brackets');
  store.link(bracket, 'ordered_matches', second, 'brackets');
  return { records: store.all(), second };
}

const LAYOUT = {
  brackets: [{ columns: [{ games: [1] }, { games: [2] }] }],
  connections: { '1': { win: '2.1' } },
};

describe('findBracketProblems', () => {
  it('accepts a bracket whose fed slot follows its feeder', () => {
    expect(findBracketProblems(twoMatchBracket(LAYOUT).records)).toEqual([]);
  });

  it.each([
    [
      'a number past ordered_matches',
      { ...LAYOUT, brackets: [{ columns: [{ games: [1, 3] }, { games: [2] }] }] },
      'not an index',
    ],
    [
      'a repeated number',
      { ...LAYOUT, brackets: [{ columns: [{ games: [1, 1] }, { games: [2] }] }] },
      'appears twice',
    ],
    ['a wrong feeder', { ...LAYOUT, connections: { '1': { lose: '2.1' } } }, 'expected'],
  ])('reports %s', (_case, layout, text) => {
    expect(findBracketProblems(twoMatchBracket(layout).records).join('\n')).toContain(text);
  });

  it('reports an unparsable layout', () => {
    const store = createRecordStore(createRandom(1));
    store.create('bracket', { bracket_layout: '{' });
    expect(findBracketProblems(store.all())).toEqual([expect.stringContaining('does not parse')]);
  });

  it('accepts the double-elimination preset shape', () => {
    const numbers = DOUBLE_ELIMINATION_8.layout.brackets
      .flatMap((b) => b.columns.flatMap((c) => c.games))
      .filter((g) => g !== null);
    expect([...numbers].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
  });
});
