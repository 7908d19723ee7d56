import { createBracketPreset } from '../presets/create-bracket-preset.js';
import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { deepFreeze } from '../simulate/deep-freeze.js';
import type { BracketMatchInput, BracketTeamInput } from '../state/bracket-state.js';
import { getBracketImplications } from './get-bracket-implications.js';

const TEAMS: BracketTeamInput[] = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'Xray',
  'Yankee',
].map((name) => ({ id: name[0] as string, name, code: name.slice(0, 3).toUpperCase() }));

function stateOf(
  layout: BracketLayout,
  count: number,
  matches: Record<number, Partial<BracketMatchInput>>,
) {
  const orderedMatchIds = Array.from({ length: count }, (_, i) => `m${i + 1}`);
  return {
    layout,
    orderedMatchIds,
    matches: orderedMatchIds.map((id, i) => ({ id, first_to: 2, ...matches[i + 1] })),
    teams: TEAMS,
  };
}

const doubleEight = createBracketPreset('double-elimination-8').layout;
const singleTwelve = createBracketPreset('single-elimination-12').layout;
const gsl = createBracketPreset('double-elimination-4-gsl').layout;
const won = (side: 1 | 2) => (side === 1 ? { score_1: 2, score_2: 1 } : { score_1: 0, score_2: 2 });

type Row = [
  string,
  ReturnType<typeof stateOf>,
  number,
  [string | null, string | null],
  [string | null, string | null],
];

describe('getBracketImplications', () => {
  it.each<Row>([
    [
      'grand final: Champion and Eliminated with ranks',
      stateOf(doubleEight, 14, {}),
      14,
      ['Champion #1', null],
      ['Eliminated #2', null],
    ],
    [
      'lower round 1: advances to a match whose other slot waits for a loser',
      stateOf(doubleEight, 14, { 5: { teams: ['A', 'B'] } }),
      5,
      ['advances to Match 9', 'Faces loser of Match 8'],
      ['Eliminated #7/8', null],
    ],
    [
      'opponent from a complete feeder',
      stateOf(doubleEight, 14, { 8: { teams: ['C', 'D'], ...won(1) } }),
      5,
      ['advances to Match 9', 'faces Delta'],
      ['Eliminated #7/8', null],
    ],
    [
      'opponent already in the other slot',
      stateOf(doubleEight, 14, { 9: { teams: ['X'], placeholder_right: true } }),
      5,
      ['advances to Match 9', 'faces Xray'],
      ['Eliminated #7/8', null],
    ],
    [
      'upper round 1: advances to and drops to',
      stateOf(doubleEight, 14, { 1: { teams: ['A', 'B'] } }),
      1,
      ['advances to Match 7', 'Faces winner of Match 2'],
      ['drops to Match 5', 'Faces loser of Match 2'],
    ],
    [
      'the target already holds two other teams',
      stateOf(doubleEight, 14, { 1: { teams: ['A', 'B'] }, 7: { teams: ['X', 'Y'] } }),
      1,
      ['advances to Match 7', 'Match already has the teams Xray vs Yankee'],
      ['drops to Match 5', 'Faces loser of Match 2'],
    ],
    [
      "this match's own team in the target is not an opponent",
      stateOf(doubleEight, 14, {
        1: { teams: ['A', 'B'], ...won(1) },
        7: { teams: ['A'], placeholder_right: true },
      }),
      1,
      ['advances to Match 7', 'Faces winner of Match 2'],
      ['drops to Match 5', 'Faces loser of Match 2'],
    ],
    [
      'the target is named by its match_number',
      stateOf(doubleEight, 14, { 7: { match_number: 21 }, 2: { match_number: 'B2' } }),
      1,
      ['advances to Match 21', 'Faces winner of Match B2'],
      ['drops to Match 5', 'Faces loser of Match B2'],
    ],
    [
      'an empty hand-set other slot is a question-mark box',
      stateOf(singleTwelve, 11, {}),
      1,
      ['advances to Match 5', '?'],
      ['Eliminated #9-12', null],
    ],
    [
      'a seeded bye in the other slot',
      stateOf(singleTwelve, 11, { 5: { teams: ['S'], placeholder_right: true } }),
      1,
      ['advances to Match 5', 'faces S'],
      ['Eliminated #9-12', null],
    ],
    [
      'GSL winners match: Advances with rank',
      stateOf(gsl, 5, {}),
      3,
      ['Advances #1', null],
      ['drops to Match 5', 'Faces winner of Match 4'],
    ],
    [
      'free text verbatim and no link',
      stateOf(
        {
          brackets: [{ columns: [{ games: [1] }] }],
          connections: { '1': { win: 'Seed 1 in playoffs' } },
        },
        1,
        {},
      ),
      1,
      ['Seed 1 in playoffs', null],
      [null, null],
    ],
    [
      'advance and eliminated without ranks',
      stateOf(
        {
          brackets: [{ columns: [{ games: [1] }] }],
          connections: { '1': { win: 'advance', lose: 'eliminated' } },
        },
        1,
        {},
      ),
      1,
      ['Advances', null],
      ['Eliminated', null],
    ],
  ])('%s', (_name, state, matchNumber, winner, loser) => {
    const implications = getBracketImplications(
      deepFreeze({ ...state, matchId: `m${matchNumber}` }),
    );
    expect(implications?.matchNumber).toBe(matchNumber);
    expect([implications?.winner.text, implications?.winner.opponentText]).toEqual(winner);
    expect([implications?.loser.text, implications?.loser.opponentText]).toEqual(loser);
  });

  it('returns structured outcomes and opponents', () => {
    const implications = getBracketImplications({
      ...stateOf(doubleEight, 14, { 1: { teams: ['A', 'B'] }, 7: { teams: ['X', 'Y'] } }),
      matchId: 'm1',
    });
    expect(implications?.winner).toEqual({
      side: 'winner',
      outcome: { kind: 'match', via: 'win', match: 7, slot: 1, matchLabel: 'Match 7' },
      opponent: { kind: 'full', teamIds: ['X', 'Y'], teamNames: ['Xray', 'Yankee'] },
      text: 'advances to Match 7',
      opponentText: 'Match already has the teams Xray vs Yankee',
    });
    expect(implications?.loser.opponent).toEqual({
      kind: 'feeder',
      via: 'lose',
      match: 2,
      matchLabel: 'Match 2',
    });
    const final = getBracketImplications({ ...stateOf(doubleEight, 14, {}), matchId: 'm14' });
    expect(final?.winner.outcome).toEqual({ kind: 'champion', rank: { sort: 1, text: '#1' } });
  });

  it('is null for a match that is not in the bracket', () => {
    expect(getBracketImplications({ ...stateOf(gsl, 5, {}), matchId: 'other' })).toBeNull();
  });
});
