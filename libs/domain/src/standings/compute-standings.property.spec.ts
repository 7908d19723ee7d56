import fc from 'fast-check';
import type { MapResultInput } from '../results/map-result-input.js';
import { compareCriterionValues } from './compare-criterion-values.js';
import { computeStandings } from './compute-standings.js';
import { getCriterionValues } from './get-criterion-values.js';
import { listStandingsTeams } from './list-standings-teams.js';
import { resolveTieBreakerChain } from './resolve-tie-breaker-chain.js';
import { selectStandingsMatches } from './select-standings-matches.js';
import { sumTeamStats } from './sum-team-stats.js';
import { tallyMatch } from './tally-match.js';
import { TIE_BREAKERS, TIE_BREAKER_KEYS } from './tie-breakers.js';
import type {
  ComputeStandingsInput,
  MatchTally,
  StandingsContext,
  StandingsMatchInput,
} from './standings-types.js';

const TEAM_IDS = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];

const mapArbitrary = (team1: string, team2: string): fc.Arbitrary<MapResultInput> =>
  fc.record({
    winner: fc.constantFrom<string | null>(team1, team2, null),
    draw: fc.boolean(),
    banner: fc.constantFrom<string | null>(null, null, null, team1),
    score_1: fc.option(fc.integer({ min: 0, max: 13 })),
    score_2: fc.option(fc.integer({ min: 0, max: 13 })),
  });

const matchArbitrary = (index: number): fc.Arbitrary<StandingsMatchInput> =>
  fc
    .record({
      pair: fc.uniqueArray(fc.constantFrom(...TEAM_IDS), { minLength: 2, maxLength: 2 }),
      firstTo: fc.integer({ min: 1, max: 3 }),
      winnerSide: fc.constantFrom(1, 2),
      loserScore: fc.nat(2),
      forfeit: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
      group: fc.constantFrom('Group A', 'Group A', 'Group A', 'Group B'),
      subEvent: fc.constantFrom<string | null>(null, 'Week 1', 'Week 2'),
      unfinished: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    })
    .chain(({ pair, firstTo, winnerSide, loserScore, forfeit, group, subEvent, unfinished }) => {
      const team1 = pair[0] ?? 'T0';
      const team2 = pair[1] ?? 'T1';
      const loser = forfeit ? 0 : Math.min(loserScore, firstTo - 1);
      const winnerScore = unfinished ? firstTo - 1 : firstTo;
      return fc
        .array(mapArbitrary(team1, team2), { maxLength: 6 })
        .map((maps): StandingsMatchInput => ({
          id: `m${index}`,
          teams: [team1, team2],
          score_1: winnerSide === 1 ? winnerScore : loser,
          score_2: winnerSide === 2 ? winnerScore : loser,
          first_to: firstTo,
          forfeit: forfeit && !unfinished,
          match_group: group,
          sub_event: subEvent,
          maps,
        }));
    });

const inputArbitrary: fc.Arbitrary<ComputeStandingsInput> = fc
  .record({
    matchCount: fc.integer({ min: 0, max: 30 }),
    chain: fc.option(fc.shuffledSubarray([...TIE_BREAKER_KEYS]), { nil: undefined }),
    manualOrder: fc.shuffledSubarray(TEAM_IDS),
    eventTeams: fc.shuffledSubarray(TEAM_IDS, { minLength: 4 }),
    forfeitMaps: fc.constantFrom<'none' | 'sweep' | undefined>('none', 'sweep', undefined),
    subEvent: fc.constantFrom<string | null>(null, null, 'Week 1'),
  })
  .chain(({ matchCount, chain, manualOrder, eventTeams, forfeitMaps, subEvent }) =>
    fc
      .tuple(...Array.from({ length: matchCount }, (_, index) => matchArbitrary(index)))
      .map((matches) => ({
        entry: {
          key: 'group-a',
          title: 'Group A',
          group: 'Group A',
          sub_event: subEvent,
          tieBreakers: chain,
          forfeitMaps,
          manualOrder,
        },
        teams: eventTeams,
        matches,
        teamNames: Object.fromEntries(eventTeams.map((team) => [team, `Team ${team}`])),
      })),
  );

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Rebuilds the criteria context from the public pieces, to check the explainer against. */
function contextOf(input: ComputeStandingsInput): {
  context: StandingsContext;
  tableTeams: string[];
} {
  const scoped = selectStandingsMatches(input.entry, input.matches);
  const tableTeams = listStandingsTeams(input.teams, scoped);
  const tallies = scoped
    .map((match) => tallyMatch(match, input.entry.forfeitMaps ?? 'sweep'))
    .filter((tally): tally is MatchTally => tally !== null);
  const positions = (list: readonly string[]) => {
    const map = new Map<string, number>();
    list.forEach((team, index) => map.has(team) || map.set(team, index + 1));
    return map;
  };
  return {
    tableTeams,
    context: {
      stats: sumTeamStats(tableTeams, tallies),
      tallies,
      seedPositions: positions(input.teams),
      manualPositions: positions(input.entry.manualOrder ?? []),
    },
  };
}

const runs = { numRuns: 400 };

describe('computeStandings properties', () => {
  it('returns a permutation of the table teams', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const { tableTeams } = contextOf(input);
        const teams = computeStandings(input).rows.map((row) => row.team);
        expect(new Set(teams).size).toBe(teams.length);
        expect([...teams].sort()).toEqual([...tableTeams].sort());
      }),
      runs,
    );
  });

  it('has non-decreasing competition ranks that agree with tied pairs and tied flags', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const { rows, pairs } = computeStandings(input);
        expect(pairs).toHaveLength(Math.max(rows.length - 1, 0));
        rows.forEach((row, index) => {
          const above = pairs[index - 1];
          const below = pairs[index];
          const previous = rows[index - 1];
          if (index === 0) expect(row.rank).toBe(1);
          if (previous) expect(row.rank).toBeGreaterThanOrEqual(previous.rank);
          expect(row.rank).toBe(above?.tied && previous ? previous.rank : index + 1);
          expect(row.tied).toBe(Boolean(above?.tied) || Boolean(below?.tied));
          if (above) expect([above.upper, above.lower]).toEqual([previous?.team, row.team]);
        });
      }),
      runs,
    );
  });

  it('explains every adjacent pair consistently with the order', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const table = computeStandings(input);
        const { context, tableTeams } = contextOf(input);
        const chain = resolveTieBreakerChain(input.entry.tieBreakers);
        expect(table.chain).toEqual(chain);
        const name = (team: string) => input.teamNames?.[team] ?? team;
        for (const pair of table.pairs) {
          if (pair.criterion === null) {
            expect(pair.sentence).toBe(
              `${name(pair.upper)} and ${name(pair.lower)} are tied after every tie-breaker`,
            );
            for (const key of chain) {
              if (TIE_BREAKERS[key].headToHead) continue;
              const values = getCriterionValues(key, [pair.upper, pair.lower], context);
              expect(values.get(pair.upper)).toBe(values.get(pair.lower));
            }
            continue;
          }
          const { criterion } = pair;
          expect(chain).toContain(criterion);
          expect(
            pair.sentence.startsWith(
              `${name(pair.upper)} above ${name(pair.lower)} on ${criterion}`,
            ),
          ).toBe(true);
          const members = pair.scope.type === 'subgroup' ? pair.scope.members : tableTeams;
          expect(members).toContain(pair.upper);
          expect(members).toContain(pair.lower);
          // The stored values are the criterion's values within the scope, and the upper team's wins.
          const values = getCriterionValues(criterion, members, context);
          expect(pair.values).toEqual({
            upper: values.get(pair.upper),
            lower: values.get(pair.lower),
          });
          expect(
            compareCriterionValues(
              criterion,
              pair.values?.upper ?? null,
              pair.values?.lower ?? null,
            ),
          ).toBeLessThan(0);
          // Subgroup rule: every earlier criterion left the subgroup fully tied.
          if (pair.scope.type === 'subgroup') {
            expect(TIE_BREAKERS[criterion].headToHead).toBe(true);
            for (const key of chain.slice(0, chain.indexOf(criterion))) {
              const earlier = getCriterionValues(key, members, context);
              expect(new Set(members.map((team) => earlier.get(team))).size).toBe(1);
            }
          }
        }
      }),
      runs,
    );
  });

  it('never changes its input and is deterministic', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const copy = structuredClone(input);
        const frozen = deepFreeze(input);
        const first = computeStandings(frozen);
        expect(frozen).toEqual(copy);
        expect(computeStandings(copy)).toEqual(first);
      }),
      runs,
    );
  });
});
