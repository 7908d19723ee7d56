import fc from 'fast-check';
import type { EditorMatchState, EditorOptions } from './editor-state.js';
import { setEditorMapWinner } from './set-editor-map-winner.js';

const on: EditorOptions = { teamIds: ['a', 'b'], assumeLoserPicks: true };
const off: EditorOptions = { teamIds: ['a', 'b'], assumeLoserPicks: false };
const state = (maps: EditorMatchState['maps'], firstTo = 3): EditorMatchState => ({
  score_1: 0,
  score_2: 0,
  first_to: firstTo,
  maps,
});

describe('setEditorMapWinner', () => {
  it.each<[string, EditorMatchState, number, string | null, EditorOptions, EditorMatchState]>([
    [
      'sets the winner, the next picker (loser) and the match score',
      state([{ map: 'm1' }, { map: 'm2' }]),
      0,
      'a',
      on,
      {
        score_1: 1,
        score_2: 0,
        first_to: 3,
        maps: [
          { map: 'm1', winner: 'a', draw: false },
          { map: 'm2', picker: 'b' },
        ],
      },
    ],
    [
      'team 2 wins: team 1 picks next, even on a row not stored yet',
      state([{ map: 'm1' }]),
      0,
      'b',
      on,
      {
        score_1: 0,
        score_2: 1,
        first_to: 3,
        maps: [{ map: 'm1', winner: 'b', draw: false }, { picker: 'a' }],
      },
    ],
    [
      'a banned next map keeps its picker',
      state([{ map: 'm1' }, { map: 'm2', banner: 'a', picker: 'a' }]),
      0,
      'a',
      on,
      {
        score_1: 1,
        score_2: 0,
        first_to: 3,
        maps: [
          { map: 'm1', winner: 'a', draw: false },
          { map: 'm2', banner: 'a', picker: 'a' },
        ],
      },
    ],
    [
      'assume loser picks off: the picker stays',
      state([{ map: 'm1' }, { map: 'm2', picker: 'a' }]),
      0,
      'a',
      off,
      {
        score_1: 1,
        score_2: 0,
        first_to: 3,
        maps: [
          { map: 'm1', winner: 'a', draw: false },
          { map: 'm2', picker: 'a' },
        ],
      },
    ],
    [
      'the deciding map sets no next picker',
      state([{ winner: 'a' }, { map: 'm2' }], 2),
      1,
      'a',
      on,
      {
        score_1: 2,
        score_2: 0,
        first_to: 2,
        maps: [{ winner: 'a' }, { map: 'm2', winner: 'a', draw: false }],
      },
    ],
    [
      'clearing a winner recounts the score',
      { score_1: 1, score_2: 0, first_to: 3, maps: [{ winner: 'a' }, { map: 'm2', picker: 'b' }] },
      0,
      null,
      on,
      { score_1: 0, score_2: 0, first_to: 3, maps: [{ winner: null }, { map: 'm2', picker: 'b' }] },
    ],
    [
      'a winner clears a draw',
      state([{ draw: true }]),
      0,
      'b',
      off,
      { score_1: 0, score_2: 1, first_to: 3, maps: [{ draw: false, winner: 'b' }] },
    ],
    [
      'the score never passes first_to',
      { score_1: 2, score_2: 0, first_to: 2, maps: [{ winner: 'a' }, { winner: 'a' }, {}] },
      2,
      'a',
      off,
      {
        score_1: 2,
        score_2: 0,
        first_to: 2,
        maps: [{ winner: 'a' }, { winner: 'a' }, { winner: 'a', draw: false }],
      },
    ],
    [
      'a row beyond the stored maps is created',
      state([]),
      1,
      'a',
      off,
      { score_1: 1, score_2: 0, first_to: 3, maps: [{}, { winner: 'a', draw: false }] },
    ],
  ])('%s', (_case, before, index, winner, options, after) => {
    expect(setEditorMapWinner(before, index, winner, options)).toEqual(after);
  });

  it('never changes its input', () => {
    const winner = fc.constantFrom('a', 'b', null);
    const map = fc.record({
      winner,
      banner: fc.constantFrom('a', null),
      picker: fc.constantFrom('a', 'b', null),
    });
    fc.assert(
      fc.property(
        fc.array(map, { maxLength: 6 }),
        fc.nat(7),
        winner,
        fc.boolean(),
        (maps, index, w, assume) => {
          const before: EditorMatchState = { score_1: 0, score_2: 0, first_to: 3, maps };
          const copy = structuredClone(before);
          setEditorMapWinner(before, index, w, { teamIds: ['a', 'b'], assumeLoserPicks: assume });
          expect(before).toEqual(copy);
        },
      ),
    );
  });
});
