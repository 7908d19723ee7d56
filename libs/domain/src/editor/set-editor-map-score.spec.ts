import type { EditorMatchState, EditorOptions } from './editor-state.js';
import { setEditorMapScore } from './set-editor-map-score.js';

const on: EditorOptions = { teamIds: ['a', 'b'], assumeLoserPicks: true };
const start = (maps: EditorMatchState['maps']): EditorMatchState => ({
  score_1: 0,
  score_2: 0,
  first_to: 2,
  maps,
});

describe('setEditorMapScore', () => {
  it.each<[string, EditorMatchState, number, 1 | 2, number | null, EditorMatchState]>([
    ['one score alone sets no winner', start([{}]), 0, 1, 3, start([{ score_1: 3 }])],
    [
      'the higher score wins the map, the loser picks next, the match score follows',
      start([{ score_1: 3 }, {}]),
      0,
      2,
      1,
      {
        score_1: 1,
        score_2: 0,
        first_to: 2,
        maps: [{ score_1: 3, score_2: 1, winner: 'a', draw: false }, { picker: 'b' }],
      },
    ],
    [
      'both scores at zero set no winner',
      start([{ score_2: 0 }]),
      0,
      1,
      0,
      start([{ score_1: 0, score_2: 0 }]),
    ],
    [
      'equal scores clear the winner',
      { score_1: 1, score_2: 0, first_to: 2, maps: [{ score_1: 3, score_2: 1, winner: 'a' }] },
      0,
      2,
      3,
      { score_1: 0, score_2: 0, first_to: 2, maps: [{ score_1: 3, score_2: 3, winner: null }] },
    ],
    [
      'team 2 wins on a higher score',
      start([{ score_1: 1 }]),
      0,
      2,
      4,
      {
        score_1: 0,
        score_2: 1,
        first_to: 2,
        maps: [{ score_1: 1, score_2: 4, winner: 'b', draw: false }, { picker: 'a' }],
      },
    ],
    [
      'a banned map gets no winner',
      start([{ banner: 'a', score_1: 2 }]),
      0,
      2,
      0,
      start([{ banner: 'a', score_1: 2, score_2: 0 }]),
    ],
    [
      'clearing a score keeps the winner',
      { score_1: 1, score_2: 0, first_to: 2, maps: [{ score_1: 3, score_2: 1, winner: 'a' }] },
      0,
      1,
      null,
      { score_1: 1, score_2: 0, first_to: 2, maps: [{ score_1: null, score_2: 1, winner: 'a' }] },
    ],
  ])('%s', (_case, before, index, side, score, after) => {
    const copy = structuredClone(before);
    expect(setEditorMapScore(before, index, side, score, on)).toEqual(after);
    expect(before).toEqual(copy);
  });
});
