import { computeStandings } from './compute-standings.js';
import type {
  ComputeStandingsInput,
  StandingsEntryInput,
  StandingsMatchInput,
} from './standings-types.js';

const teamNames = { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta', E: 'Echo', F: 'Foxtrot' };
const eventTeams = ['A', 'B', 'C', 'D', 'E', 'F'];

interface MatchOptions {
  readonly first_to?: number;
  readonly forfeit?: boolean;
  readonly group?: string;
  readonly sub_event?: string;
  readonly banned?: number;
  readonly draws?: number;
  /** Map points per map, in map order (team 1 wins, then team 2 wins, then draws). */
  readonly points?: readonly (readonly [number, number])[];
}

let nextId = 0;

/** "A 2-1 B": team 1, its map wins, team 2's map wins, team 2. first_to defaults to the higher score. */
function match(result: string, options: MatchOptions = {}): StandingsMatchInput {
  const parsed = /^(\w+) (\d+)-(\d+) (\w+)$/.exec(result);
  if (!parsed) throw new Error(`bad result ${result}`);
  const [, team1 = '', s1 = '0', s2 = '0', team2 = ''] = parsed;
  const score_1 = Number(s1);
  const score_2 = Number(s2);
  const winners = [...Array<string>(score_1).fill(team1), ...Array<string>(score_2).fill(team2)];
  const maps = options.forfeit
    ? []
    : [
        ...winners.map((winner) => ({ winner })),
        ...Array.from({ length: options.draws ?? 0 }, () => ({ draw: true })),
      ].map((map, index) => ({
        ...map,
        score_1: options.points?.[index]?.[0] ?? null,
        score_2: options.points?.[index]?.[1] ?? null,
      }));
  const banned = Array.from({ length: options.banned ?? 0 }, () => ({ banner: team1 }));
  nextId += 1;
  return {
    id: `m${nextId}`,
    teams: [team1, team2],
    score_1,
    score_2,
    first_to: options.first_to ?? Math.max(score_1, score_2),
    forfeit: options.forfeit ?? false,
    match_group: options.group ?? 'Group A',
    sub_event: options.sub_event ?? null,
    maps: [...banned, ...maps],
  };
}

function standings(entry: Partial<StandingsEntryInput>, matches: readonly StandingsMatchInput[]) {
  const input: ComputeStandingsInput = {
    entry: { key: 'group-a', title: 'Group A', group: 'Group A', ...entry },
    teams: eventTeams,
    matches,
    teamNames,
  };
  return computeStandings(input);
}

/** "A:1 C:2*" — team and rank, * when tied. */
function ranking(table: ReturnType<typeof computeStandings>): string {
  return table.rows.map((row) => `${row.team}:${row.rank}${row.tied ? '*' : ''}`).join(' ');
}

// Circle A > B > C > A with different head-to-head map margins; everyone beats D.
const circle = [
  match('A 2-0 B'),
  match('B 2-1 C'),
  match('C 2-1 A'),
  match('A 2-0 D'),
  match('B 2-0 D'),
  match('C 2-0 D'),
];

// Circle with equal map-scores for B and C: A leads on map-score, B and C meet head-to-head.
const circleInsideTie = [
  match('A 2-1 B'),
  match('B 2-1 C'),
  match('C 2-1 A'),
  match('A 2-0 D'),
  match('B 2-1 D'),
  match('C 2-1 D'),
];

// Head-to-head among all four splits {A, D} from {B, C}; each pair is then split by its own meeting.
const nestedHeadToHead = [
  match('A 2-0 B'),
  match('A 2-0 C'),
  match('D 2-0 A'),
  match('D 2-0 B'),
  match('B 2-0 C'),
  match('C 2-0 D'),
];

// B forfeits to A; A and B finish 2–1, C and D 1–2.
const forfeits = [
  match('A 2-0 B', { forfeit: true }),
  match('A 2-1 C'),
  match('D 2-0 A'),
  match('B 2-1 C'),
  match('B 2-0 D'),
  match('C 2-0 D'),
];

// A, B and D each beat C 2-0 and meet nobody else.
const identical = [match('A 2-0 C'), match('B 2-0 C'), match('D 2-0 C')];

// Two Swiss rounds.
const swiss = [
  match('A 1-0 B'),
  match('C 1-0 D'),
  match('E 1-0 F'),
  match('A 1-0 C'),
  match('E 1-0 B'),
  match('D 1-0 F'),
];

describe('computeStandings: ordering and explainer (RULES d.4, d.5)', () => {
  it.each([
    [
      '3-way head-to-head circle resolved by the next criterion',
      { tieBreakers: ['match-wins', 'head-to-head', 'head-to-head-map-diff', 'map-diff'] },
      circle,
      'A:1 C:2 B:3 D:4',
      [
        'Alpha above Charlie on head-to-head-map-diff among Alpha, Charlie and Bravo: 1 vs 0',
        'Charlie above Bravo on head-to-head-map-diff among Alpha, Charlie and Bravo: 0 vs -1',
        'Bravo above Delta on match-wins: 2 vs 0',
      ],
    ],
    [
      'default chain: the circle is split by map-score before head-to-head',
      {},
      circle,
      'A:1 C:2 B:3 D:4',
      [
        'Alpha above Charlie on map-score: 4.5 vs 4.25',
        'Charlie above Bravo on map-score: 4.25 vs 3.25',
        'Bravo above Delta on match-wins: 2 vs 0',
      ],
    ],
    [
      '2-team tie broken by head-to-head inside a larger tie',
      {},
      circleInsideTie,
      'A:1 B:2 C:3 D:4',
      [
        'Alpha above Bravo on map-score: 4.25 vs 4',
        'Bravo above Charlie on head-to-head among Bravo and Charlie: 1 vs 0',
        'Charlie above Delta on match-wins: 2 vs 0',
      ],
    ],
    [
      'head-to-head recomputed on each subgroup (whole-table head-to-head has table scope)',
      { tieBreakers: ['head-to-head'] },
      nestedHeadToHead,
      'D:1 A:2 B:3 C:4',
      [
        'Delta above Alpha on head-to-head among Delta and Alpha: 1 vs 0',
        'Alpha above Bravo on head-to-head: 2 vs 1',
        'Bravo above Charlie on head-to-head among Bravo and Charlie: 1 vs 0',
      ],
    ],
    [
      'forfeit losses rank a team lower',
      { tieBreakers: ['match-wins', 'forfeits', 'map-diff'] },
      forfeits,
      'A:1 B:2 C:3 D:4',
      [
        'Alpha above Bravo on forfeits: 0 vs 1',
        'Bravo above Charlie on match-wins: 2 vs 1',
        'Charlie above Delta on map-diff: 0 vs -2',
      ],
    ],
    [
      'manual order decides a full tie',
      { manualOrder: ['B', 'D', 'A'] },
      identical,
      'B:1 D:2 A:3 C:4',
      [
        'Bravo above Delta on manual: 1 vs 2',
        'Delta above Alpha on manual: 2 vs 3',
        'Alpha above Charlie on match-wins: 1 vs 0',
      ],
    ],
    [
      'teams missing from manualOrder stay tied and share a rank',
      { manualOrder: ['D'] },
      identical,
      'D:1 A:2* B:2* C:4',
      [
        'Delta above Alpha on manual: 1 vs unlisted',
        'Alpha and Bravo are tied after every tie-breaker',
        'Bravo above Charlie on match-wins: 1 vs 0',
      ],
    ],
    [
      'shared ranks when the chain is exhausted, tied teams in seed order',
      { tieBreakers: ['match-wins'] },
      identical,
      'A:1* B:1* D:1* C:4',
      [
        'Alpha and Bravo are tied after every tie-breaker',
        'Bravo and Delta are tied after every tie-breaker',
        'Delta above Charlie on match-wins: 1 vs 0',
      ],
    ],
    [
      'seed breaks a full tie when opted in',
      { tieBreakers: ['match-wins', 'seed'] },
      identical,
      'A:1 B:2 D:3 C:4',
      [
        'Alpha above Bravo on seed: 1 vs 2',
        'Bravo above Delta on seed: 2 vs 4',
        'Delta above Charlie on match-wins: 1 vs 0',
      ],
    ],
    [
      'buchholz separates equal Swiss records',
      { tieBreakers: ['match-wins', 'buchholz'] },
      swiss,
      'A:1 E:2 C:3 D:4 B:5 F:6',
      [
        'Alpha above Echo on buchholz: -2 vs -4',
        'Echo above Charlie on match-wins: 2 vs 1',
        'Charlie above Delta on buchholz: 2 vs -2',
        'Delta above Bravo on match-wins: 1 vs 0',
        'Bravo above Foxtrot on buchholz: 4 vs 2',
      ],
    ],
    [
      'match-losses, then match-win-rate with 3 decimals',
      { tieBreakers: ['match-losses', 'match-win-rate'] },
      [match('A 1-0 B'), match('A 1-0 C'), match('B 1-0 D'), match('C 1-0 D'), match('C 0-1 B')],
      'A:1 B:2 C:3 D:4',
      [
        'Alpha above Bravo on match-losses: 0 vs 1',
        'Bravo above Charlie on match-losses: 1 vs 2',
        'Charlie above Delta on match-win-rate: 0.333 vs 0.000',
      ],
    ],
  ] as const)('%s', (_name, entry, matches, expectedRanking, sentences) => {
    const table = standings(entry, matches);
    expect(ranking(table)).toBe(expectedRanking);
    expect(table.pairs.map((pair) => pair.sentence)).toEqual(sentences);
  });

  it('stores criterion, values and subgroup scope for a head-to-head pair', () => {
    const table = standings({}, circleInsideTie);
    expect(table.pairs).toEqual([
      {
        upper: 'A',
        lower: 'B',
        criterion: 'map-score',
        values: { upper: 4.25, lower: 4 },
        scope: { type: 'table' },
        tied: false,
        sentence: 'Alpha above Bravo on map-score: 4.25 vs 4',
      },
      {
        upper: 'B',
        lower: 'C',
        criterion: 'head-to-head',
        values: { upper: 1, lower: 0 },
        scope: { type: 'subgroup', members: ['B', 'C'] },
        tied: false,
        sentence: 'Bravo above Charlie on head-to-head among Bravo and Charlie: 1 vs 0',
      },
      {
        upper: 'C',
        lower: 'D',
        criterion: 'match-wins',
        values: { upper: 2, lower: 0 },
        scope: { type: 'table' },
        tied: false,
        sentence: 'Charlie above Delta on match-wins: 2 vs 0',
      },
    ]);
  });

  it('stores a tied pair without criterion or values', () => {
    const table = standings({ tieBreakers: ['match-wins'] }, identical);
    expect(table.pairs[0]).toEqual({
      upper: 'A',
      lower: 'B',
      criterion: null,
      values: null,
      scope: { type: 'table' },
      tied: true,
      sentence: 'Alpha and Bravo are tied after every tie-breaker',
    });
  });

  it('publishes the chain used', () => {
    expect(standings({}, identical).chain).toEqual([
      'match-wins',
      'map-score',
      'head-to-head',
      'head-to-head-map-diff',
      'map-diff',
      'map-wins',
      'manual',
    ]);
    expect(standings({ tieBreakers: ['seed', 'bogus'] }, identical).chain).toEqual(['seed']);
  });

  it('falls back to team ids without a name', () => {
    const table = computeStandings({
      entry: { key: 'x', title: 'X', group: 'Group A' },
      teams: ['A', 'B'],
      matches: [match('A 2-0 B'), match('A 2-0 Z')],
      teamNames: { A: 'Alpha' },
    });
    expect(table.pairs.map((pair) => pair.sentence)).toEqual([
      'Alpha above B on match-wins: 2 vs 0',
      'B and Z are tied after every tie-breaker',
    ]);
  });
});

describe('computeStandings: scope and statistics (RULES d.1)', () => {
  const week1 = { sub_event: 'Week 1' };
  const mixed = [
    // Counted: A wins 2-1 with a banned map and a drawn map, points 3-1, 4-0, 0-3, 2-2.
    match('A 2-1 B', {
      ...week1,
      banned: 1,
      draws: 1,
      points: [
        [3, 1],
        [4, 0],
        [0, 3],
        [2, 2],
      ],
    }),
    // Counted: C forfeits to A (FT2).
    match('C 0-2 A', { ...week1, forfeit: true }),
    // Counted: B beats C.
    match('B 2-0 C', {
      ...week1,
      points: [
        [10, 0],
        [10, 5],
      ],
    }),
    // Unfinished: makes D a member without statistics.
    match('D 1-0 A', { ...week1, first_to: 2 }),
    // Other group: never counted.
    match('B 2-0 A', { ...week1, group: 'Group B' }),
    // Same group, other sub_event.
    match('E 2-0 A', { sub_event: 'Week 2' }),
  ];

  it.each([
    [
      'forfeit sweep (default)',
      {},
      [
        ['A', 1, 2, 2, 0, 4, 1, 1, 3.75],
        ['B', 2, 2, 1, 1, 3, 2, 1, 2.5],
        ['D', 3, 0, 0, 0, 0, 0, 0, 0],
        ['C', 4, 2, 0, 2, 0, 4, 0, -1],
      ],
    ],
    [
      'forfeitMaps none',
      { forfeitMaps: 'none' },
      [
        ['A', 1, 2, 2, 0, 2, 1, 1, 1.75],
        ['B', 2, 2, 1, 1, 3, 2, 1, 2.5],
        ['D', 3, 0, 0, 0, 0, 0, 0, 0],
        ['C', 4, 2, 0, 2, 0, 2, 0, -0.5],
      ],
    ],
  ] as const)(
    '%s: banned maps skipped, draws counted, unfinished matches add members',
    (_name, entry, expected) => {
      const table = standings(
        { sub_event: 'Week 1', tieBreakers: ['match-wins', 'map-score'], ...entry },
        mixed,
      );
      expect(
        table.rows.map((row) => [
          row.team,
          row.rank,
          row.P,
          row.W,
          row.L,
          row.MW,
          row.ML,
          row.MD,
          row.map_score,
        ]),
      ).toEqual(expected);
    },
  );

  it.each([
    [
      'Week 2',
      [
        ['E', 1, 0],
        ['A', 0, 1],
      ],
    ],
    [
      null,
      [
        ['A', 2, 1],
        ['E', 1, 0],
        ['B', 1, 1],
        ['D', 0, 0],
        ['C', 0, 2],
      ],
    ],
  ] as const)('sub_event %j limits the scope', (subEvent, expected) => {
    const table = standings(
      { sub_event: subEvent, tieBreakers: ['match-wins', 'match-losses'] },
      mixed,
    );
    expect(table.rows.map((row) => [row.team, row.W, row.L])).toEqual(expected);
  });

  it('is empty for a group without matches', () => {
    expect(standings({ group: 'Group Z' }, mixed)).toEqual({
      rows: [],
      pairs: [],
      chain: expect.any(Array),
    });
  });

  it('counts map points for map-points-diff', () => {
    const table = standings(
      { sub_event: 'Week 1', tieBreakers: ['map-points-diff'] },
      mixed.slice(0, 3),
    );
    expect(table.pairs.map((pair) => pair.sentence)).toEqual([
      'Bravo above Alpha on map-points-diff: 12 vs 3',
      'Alpha above Charlie on map-points-diff: 3 vs -15',
    ]);
  });
});
