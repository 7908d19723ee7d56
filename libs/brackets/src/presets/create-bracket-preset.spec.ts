import { locateBracketGames } from '../layout/locate-bracket-games.js';
import { numberBracketGames } from '../layout/number-bracket-games.js';
import { validateBracketLayout } from '../layout/validate-bracket-layout.js';
import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { BRACKET_PRESET_IDS, type BracketPresetId } from './bracket-preset.js';
import { createBracketPreset } from './create-bracket-preset.js';

/** Every rank of a layout as "N winner/loser → text (sort)", in sort then match order. */
function describeRanks(layout: BracketLayout): string[] {
  const rows: [number, number, string][] = [];
  for (const [key, connection] of Object.entries(layout.connections)) {
    const n = Number(key);
    if (connection.winnerRank)
      rows.push([
        connection.winnerRank.sort,
        n,
        `${n} winner → ${connection.winnerRank.text} (${connection.winnerRank.sort})`,
      ]);
    if (connection.loserRank)
      rows.push([
        connection.loserRank.sort,
        n + 0.5,
        `${n} loser → ${connection.loserRank.text} (${connection.loserRank.sort})`,
      ]);
  }
  return rows.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , text]) => text);
}

function distinctRankTexts(layout: BracketLayout): string[] {
  return [
    ...new Set(describeRanks(layout).map((row) => row.split(' → ')[1]?.split(' (')[0])),
  ] as string[];
}

function matchCount(layout: BracketLayout): number {
  return Math.max(0, ...locateBracketGames(layout).keys());
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const losers = (numbers: number[], text: string, sort: number): string[] =>
  numbers.map((n) => `${n} loser → ${text} (${sort})`);

describe('createBracketPreset', () => {
  it.each(BRACKET_PRESET_IDS.map((id) => [id]))(
    '%s passes validation and is numbered column-major',
    (id) => {
      const { layout } = createBracketPreset(id);
      expect(validateBracketLayout(layout, matchCount(layout))).toEqual([]);
      expect(numberBracketGames(layout).layout).toEqual(layout);
    },
  );

  it.each<[BracketPresetId, string[]]>([
    ['empty', []],
    ['single-elimination-8', ['#1', '#2', '#3/4', '#5-8']],
    ['single-elimination-12', ['#1', '#2', '#3/4', '#5-8', '#9-12']],
    ['single-elimination-16', ['#1', '#2', '#3/4', '#5-8', '#9-16']],
    ['single-elimination-16-third-place', ['#1', '#2', '#3', '#4', '#5-8', '#9-16']],
    ['double-elimination-4-gsl', ['#1', '#2', '#3', '#4']],
    ['double-elimination-8', ['#1', '#2', '#3', '#4', '#5/6', '#7/8']],
    ['double-elimination-12', ['#1', '#2', '#3', '#4', '#5/6', '#7/8', '#9-12']],
  ])('%s has the ranks %j', (id, expected) => {
    expect(distinctRankTexts(createBracketPreset(id).layout)).toEqual(expected);
  });

  it.each<[BracketPresetId, string[]]>([
    [
      'single-elimination-8',
      [
        '7 winner → #1 (1)',
        '7 loser → #2 (2)',
        ...losers([5, 6], '#3/4', 3),
        ...losers(range(1, 4), '#5-8', 5),
      ],
    ],
    [
      'single-elimination-12',
      [
        '11 winner → #1 (1)',
        '11 loser → #2 (2)',
        ...losers([9, 10], '#3/4', 3),
        ...losers(range(5, 8), '#5-8', 5),
        ...losers(range(1, 4), '#9-12', 9),
      ],
    ],
    [
      'single-elimination-16',
      [
        '15 winner → #1 (1)',
        '15 loser → #2 (2)',
        ...losers([13, 14], '#3/4', 3),
        ...losers(range(9, 12), '#5-8', 5),
        ...losers(range(1, 8), '#9-16', 9),
      ],
    ],
    [
      'single-elimination-16-third-place',
      [
        '15 winner → #1 (1)',
        '15 loser → #2 (2)',
        '16 winner → #3 (3)',
        '16 loser → #4 (4)',
        ...losers(range(9, 12), '#5-8', 5),
        ...losers(range(1, 8), '#9-16', 9),
      ],
    ],
    [
      'double-elimination-4-gsl',
      ['3 winner → #1 (1)', '5 winner → #2 (2)', '5 loser → #3 (3)', '4 loser → #4 (4)'],
    ],
    [
      'double-elimination-8',
      [
        '14 winner → #1 (1)',
        '14 loser → #2 (2)',
        '13 loser → #3 (3)',
        '12 loser → #4 (4)',
        ...losers([9, 10], '#5/6', 5),
        ...losers([5, 6], '#7/8', 7),
      ],
    ],
    [
      'double-elimination-12',
      [
        '22 winner → #1 (1)',
        '22 loser → #2 (2)',
        '21 loser → #3 (3)',
        '20 loser → #4 (4)',
        ...losers([17, 18], '#5/6', 5),
        ...losers([13, 14], '#7/8', 7),
        ...losers(range(9, 12), '#9-12', 9),
      ],
    ],
  ])('%s places every rank where RULES c.11 says', (id, expected) => {
    expect(describeRanks(createBracketPreset(id).layout)).toEqual(expected);
  });

  it.each<[BracketPresetId, string, (string | null)[][], (string | null)[]]>([
    ['empty', 'Empty', [[null, null, null, null]], [null]],
    [
      'single-elimination-8',
      '8-team single elimination',
      [['Quarterfinals', 'Semifinals', 'Finals']],
      [null],
    ],
    [
      'single-elimination-12',
      '12-team single elimination',
      [['Round 1', 'Round 2', 'Semifinals', 'Final']],
      [null],
    ],
    ['single-elimination-16', '16-team single elimination', [[null, null, null, null]], [null]],
    [
      'single-elimination-16-third-place',
      '16-team single elimination with a third-place match',
      [['Round of 16', 'Quarterfinals', 'Semifinals', 'Finals']],
      [null],
    ],
    [
      'double-elimination-4-gsl',
      '4-team double elimination (GSL)',
      [['Opening matches', 'Winners & elimination', 'Decider']],
      [null],
    ],
    [
      'double-elimination-8',
      '8-team double elimination',
      [
        ['Round 1', 'Semifinals', 'Upper Finals', null, 'Grand Finals'],
        ['LB Round 1', 'LB Round 2', 'Lower Semifinals', 'Lower Finals', null],
      ],
      [null, null],
    ],
    [
      'double-elimination-12',
      '12-team double elimination',
      [
        ['UB Round 1', 'UB Round 2', null, 'UB Semifinals', 'UB Finals', null, 'Grand Finals'],
        [null, 'LB Round 1', 'LB Round 2', 'LB Round 3', 'LB Semifinals', 'LB Finals', null],
      ],
      ['Upper Bracket', 'Lower Bracket'],
    ],
  ])(
    '%s is named %j with the headers and sub-bracket names of RULES c.11',
    (id, name, headers, names) => {
      const preset = createBracketPreset(id);
      expect(preset.name).toBe(name);
      expect(preset.layout.brackets.map((b) => b.columns.map((c) => c.header ?? null))).toEqual(
        headers,
      );
      expect(preset.layout.brackets.map((b) => b.name ?? null)).toEqual(names);
    },
  );

  it.each<[BracketPresetId, (number | null)[][][]]>([
    [
      'single-elimination-16',
      [[range(1, 8), [9, null, 10, null, 11, null, 12], [13, null, null, 14], [15]]],
    ],
    [
      'single-elimination-16-third-place',
      [
        [
          range(1, 8),
          [9, null, 10, null, 11, null, 12],
          [13, null, null, null, 14],
          [null, null, null, 15, null, null, 16],
        ],
      ],
    ],
    ['double-elimination-4-gsl', [[[1, 2, null], [3, null, 4], [5]]]],
    [
      'double-elimination-12',
      [
        [[1, 2, 3, 4], [5, 6, 7, 8], [], [15, null, 16], [19], [], [22]],
        [[], [9, 10, 11, 12], [13, null, 14], [17, 18], [20], [21], []],
      ],
    ],
  ])('%s draws its games as the table lists', (id, games) => {
    expect(
      createBracketPreset(id).layout.brackets.map((b) => b.columns.map((c) => c.games)),
    ).toEqual(games);
  });

  it('returns a fresh copy every time', () => {
    const first = createBracketPreset('single-elimination-8');
    first.layout.connections['7'] = { win: 'eliminated' };
    expect(createBracketPreset('single-elimination-8').layout.connections['7']?.win).toBe(
      'champion',
    );
  });
});
