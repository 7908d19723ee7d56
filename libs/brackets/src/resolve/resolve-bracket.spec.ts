import fc from 'fast-check';
import { locateBracketGames } from '../layout/locate-bracket-games.js';
import { createBracketPreset } from '../presets/create-bracket-preset.js';
import { createDoubleEliminationLayout } from '../presets/create-double-elimination-layout.js';
import { createSingleEliminationLayout } from '../presets/create-single-elimination-layout.js';
import { generateBracketRanks } from '../rankings/generate-bracket-ranks.js';
import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { createSeededRandom } from '../simulate/create-seeded-random.js';
import { deepFreeze } from '../simulate/deep-freeze.js';
import type { BracketMatchInput, BracketTeamInput } from '../state/bracket-state.js';
import { getOutcomeTeam } from '../state/get-outcome-team.js';
import { hasRecordedResult } from '../state/has-recorded-result.js';
import { indexBracketState } from '../state/index-bracket-state.js';
import { readMatchSlots } from '../state/read-match-slots.js';
import { applyBracketResolution } from './apply-bracket-resolution.js';
import { resolveBracket } from './resolve-bracket.js';
import type { ResolveBracketInput } from './resolve-bracket-types.js';

/** 4-team single elimination: 1 → 3.1, 2 → 3.2, 3 → champion; ranks #1, #2, #3/4. */
const layout: BracketLayout = generateBracketRanks({
  brackets: [
    {
      columns: [
        { header: 'Semifinals', games: [1, 2] },
        { header: 'Finals', games: [3] },
      ],
    },
  ],
  connections: {
    '1': { win: '3.1', lose: 'eliminated' },
    '2': { win: '3.2', lose: 'eliminated' },
    '3': { win: 'champion', lose: 'eliminated' },
  },
});

const B = 'bracket1';
const TEAMS: BracketTeamInput[] = [
  { id: 'A', name: 'Alpha', code: 'ALP' },
  { id: 'B', name: 'Bravo', code: 'BRV' },
  { id: 'C', name: 'Charlie', code: 'CHA' },
  { id: 'D', name: 'Delta', code: 'DEL' },
  { id: 'X', name: 'Xray', code: 'XRY' },
];

type MatchKey = 'm1' | 'm2' | 'm3';
const BASE: Record<MatchKey, BracketMatchInput> = {
  m1: { id: 'm1', teams: ['A', 'B'], first_to: 2, score_1: 0, score_2: 0 },
  m2: { id: 'm2', teams: ['C', 'D'], first_to: 2, score_1: 0, score_2: 0 },
  m3: { id: 'm3', teams: [], first_to: 3, score_1: 0, score_2: 0 },
};
const slot1Wins = { score_1: 2, score_2: 0 };
const slot2Wins = { score_1: 1, score_2: 2 };

function inputWith(
  matches: Partial<Record<MatchKey, Partial<BracketMatchInput>>> = {},
  teams: Partial<Record<string, Partial<BracketTeamInput>>> = {},
): ResolveBracketInput {
  return {
    bracketId: B,
    layout,
    orderedMatchIds: ['m1', 'm2', 'm3'],
    matches: (['m1', 'm2', 'm3'] as const).map((key) => ({ ...BASE[key], ...matches[key] })),
    teams: TEAMS.map((team) => ({ ...team, ...teams[team.id] })),
  };
}

const fed = (n: number, kind: 'win' | 'lose', bracket = B): string => `fed:${bracket}:${n}.${kind}`;
const rank = (sort: number, text: string, n: number, kind: 'win' | 'lose') => ({
  ranking_sort: sort,
  ranking_text: text,
  ranking_source: fed(n, kind),
});

interface Case {
  name: string;
  input: ResolveBracketInput;
  message: string;
  hasError: boolean;
  patches: Record<string, unknown>[];
  rankWrites: Record<string, unknown>[];
  conflicts: string[];
}

const cases: Case[] = [
  {
    name: 'nothing played: no changes',
    input: inputWith(),
    message: 'No changes',
    hasError: false,
    patches: [],
    rankWrites: [],
    conflicts: [],
  },
  {
    name: 'a complete feeder fills an empty fed slot and ranks its loser',
    input: inputWith({ m1: slot1Wins }),
    message: '1 match(es) updated, 0 slot(s) corrected, 0 conflict(s), 1 team(s) ranked',
    hasError: false,
    patches: [
      {
        matchId: 'm3',
        matchNumber: 3,
        slots: ['A', null],
        teams: ['A'],
        placeholder_right: true,
        slot_1_source: fed(1, 'win'),
        slot_2_source: null,
      },
    ],
    rankWrites: [{ teamId: 'B', ...rank(3, '#3/4', 1, 'lose') }],
    conflicts: [],
  },
  {
    name: 'a lone team in slot 2 has the placeholder on the left',
    input: inputWith({ m2: slot2Wins }),
    message: '1 match(es) updated, 0 slot(s) corrected, 0 conflict(s), 1 team(s) ranked',
    hasError: false,
    patches: [
      {
        matchId: 'm3',
        slots: [null, 'D'],
        teams: ['D'],
        placeholder_right: false,
        slot_1_source: null,
        slot_2_source: fed(2, 'win'),
      },
    ],
    rankWrites: [{ teamId: 'C', ...rank(3, '#3/4', 2, 'lose') }],
    conflicts: [],
  },
  {
    name: 'both semifinals fill the final',
    input: inputWith({ m1: slot1Wins, m2: slot2Wins }),
    message: '1 match(es) updated, 0 slot(s) corrected, 0 conflict(s), 2 team(s) ranked',
    hasError: false,
    patches: [
      {
        matchId: 'm3',
        slots: ['A', 'D'],
        teams: ['A', 'D'],
        slot_1_source: fed(1, 'win'),
        slot_2_source: fed(2, 'win'),
      },
    ],
    rankWrites: [
      { teamId: 'B', ...rank(3, '#3/4', 1, 'lose') },
      { teamId: 'C', ...rank(3, '#3/4', 2, 'lose') },
    ],
    conflicts: [],
  },
  {
    name: 'a changed result corrects a fed slot and moves the rank',
    input: inputWith(
      {
        m1: slot2Wins,
        m3: { teams: ['A'], placeholder_right: true, slot_1_source: fed(1, 'win') },
      },
      { B: rank(3, '#3/4', 1, 'lose') },
    ),
    message: '1 match(es) updated, 1 slot(s) corrected, 0 conflict(s), 2 team(s) ranked',
    hasError: false,
    patches: [
      {
        matchId: 'm3',
        slots: ['B', null],
        teams: ['B'],
        placeholder_right: true,
        slot_1_source: fed(1, 'win'),
      },
    ],
    rankWrites: [
      { teamId: 'A', ...rank(3, '#3/4', 1, 'lose') },
      { teamId: 'B', ranking_sort: null, ranking_text: null, ranking_source: null },
    ],
    conflicts: [],
  },
  {
    name: 'a feeder that is no longer complete clears its fed slot and the rank it wrote',
    input: inputWith(
      {
        m1: { score_1: 1, score_2: 0 },
        m3: { teams: ['A', 'D'], slot_1_source: fed(1, 'win'), slot_2_source: 'hand' },
      },
      { B: rank(3, '#3/4', 1, 'lose') },
    ),
    message: '1 match(es) updated, 1 slot(s) corrected, 0 conflict(s), 1 team(s) ranked',
    hasError: false,
    patches: [
      {
        matchId: 'm3',
        slots: [null, 'D'],
        teams: ['D'],
        placeholder_right: false,
        slot_1_source: 'hand',
        slot_2_source: 'hand',
      },
    ],
    rankWrites: [{ teamId: 'B', ranking_sort: null, ranking_text: null, ranking_source: null }],
    conflicts: [],
  },
  {
    name: 'a hand-set slot fed by an undecided match is kept',
    input: inputWith({ m3: { teams: ['X', 'D'], slot_1_source: 'hand', slot_2_source: null } }),
    message: 'No changes',
    hasError: false,
    patches: [],
    rankWrites: [],
    conflicts: [],
  },
  {
    name: 'a slot present before resolving is overwritten once its feeder completes',
    input: inputWith({ m1: slot1Wins, m3: { teams: ['X'], placeholder_right: true } }),
    message: '1 match(es) updated, 1 slot(s) corrected, 0 conflict(s), 1 team(s) ranked',
    hasError: false,
    patches: [
      { matchId: 'm3', slots: ['A', null], slot_1_source: fed(1, 'win'), slot_2_source: null },
    ],
    rankWrites: [{ teamId: 'B', ...rank(3, '#3/4', 1, 'lose') }],
    conflicts: [],
  },
  {
    name: 'a match that already has a result is never rewritten',
    input: inputWith({
      m1: slot2Wins,
      m3: {
        teams: ['A', 'D'],
        score_1: 1,
        slot_1_source: fed(1, 'win'),
        slot_2_source: fed(2, 'win'),
      },
    }),
    message: '0 match(es) updated, 0 slot(s) corrected, 1 conflict(s), 1 team(s) ranked',
    hasError: true,
    patches: [],
    rankWrites: [{ teamId: 'A', ...rank(3, '#3/4', 1, 'lose') }],
    conflicts: ['Match 3 already has a result with Alpha; fix it by hand'],
  },
  {
    name: 'the guard names the card number and counts a forfeit or a map winner as a result',
    input: inputWith({
      m1: slot2Wins,
      m2: slot1Wins,
      m3: { teams: ['A', 'C'], forfeit: true, match_number: 12 },
    }),
    message: '0 match(es) updated, 0 slot(s) corrected, 1 conflict(s), 2 team(s) ranked',
    hasError: true,
    patches: [],
    rankWrites: [
      { teamId: 'A', ...rank(3, '#3/4', 1, 'lose') },
      { teamId: 'D', ...rank(3, '#3/4', 2, 'lose') },
    ],
    conflicts: ['Match 12 already has a result with Alpha; fix it by hand'],
  },
  {
    name: 'a map winner guards a match whose fed slot would be cleared',
    input: inputWith({
      m3: { teams: ['A', 'C'], slot_2_source: fed(2, 'win'), maps: [{ winner: ['C'] }] },
    }),
    message: '0 match(es) updated, 0 slot(s) corrected, 1 conflict(s), 0 team(s) ranked',
    hasError: true,
    patches: [],
    rankWrites: [],
    conflicts: ['Match 3 already has a result with Charlie; fix it by hand'],
  },
  {
    name: 'a slot another bracket fed with a different team is a conflict',
    input: inputWith({
      m1: slot1Wins,
      m3: { teams: ['X'], placeholder_right: true, slot_1_source: fed(7, 'win', 'other') },
    }),
    message: '0 match(es) updated, 0 slot(s) corrected, 1 conflict(s), 1 team(s) ranked',
    hasError: true,
    patches: [],
    rankWrites: [{ teamId: 'B', ...rank(3, '#3/4', 1, 'lose') }],
    conflicts: ['Slot 3.1 is fed by another bracket as well; fix it by hand'],
  },
  {
    name: 'a slot another bracket fed with the same team is left alone',
    input: inputWith(
      {
        m1: slot1Wins,
        m3: { teams: ['A'], placeholder_right: true, slot_1_source: fed(7, 'win', 'other') },
      },
      { B: rank(3, '#3/4', 1, 'lose') },
    ),
    message: 'No changes',
    hasError: false,
    patches: [],
    rankWrites: [],
    conflicts: [],
  },
  {
    name: 'a complete final ranks champion and runner-up',
    input: inputWith(
      {
        m1: slot1Wins,
        m2: slot2Wins,
        m3: {
          teams: ['A', 'D'],
          score_1: 1,
          score_2: 3,
          slot_1_source: fed(1, 'win'),
          slot_2_source: fed(2, 'win'),
        },
      },
      {
        B: rank(3, '#3/4', 1, 'lose'),
        C: rank(3, '#3/4', 2, 'lose'),
        A: { ranking_sort: 9, ranking_text: 'by hand', ranking_source: null },
      },
    ),
    message: '0 match(es) updated, 0 slot(s) corrected, 0 conflict(s), 2 team(s) ranked',
    hasError: false,
    patches: [],
    rankWrites: [
      { teamId: 'D', ...rank(1, '#1', 3, 'win') },
      { teamId: 'A', ...rank(2, '#2', 3, 'lose') },
    ],
    conflicts: [],
  },
  {
    name: 'ranks another bracket wrote are not cleared',
    input: inputWith(
      {},
      { X: { ranking_sort: 4, ranking_text: '#4', ranking_source: 'fed:other:3.lose' } },
    ),
    message: 'No changes',
    hasError: false,
    patches: [],
    rankWrites: [],
    conflicts: [],
  },
];

describe('resolveBracket', () => {
  it.each(cases)('$name', ({ input, message, hasError, patches, rankWrites, conflicts }) => {
    const result = resolveBracket(deepFreeze(input));
    expect(result.message).toBe(message);
    expect(result.hasError).toBe(hasError);
    expect(result.patches).toHaveLength(patches.length);
    patches.forEach((patch, i) => expect(result.patches[i]).toMatchObject(patch));
    expect(result.rankWrites).toEqual(rankWrites);
    expect(result.conflicts.map((conflict) => conflict.message)).toEqual(conflicts);
    expect(result.changedMatchIds).toEqual(result.patches.map((patch) => patch.matchId));
  });

  it.each(cases.filter((c) => !c.hasError))(
    'is idempotent: $name, applied, resolves to "No changes"',
    ({ input }) => {
      const first = resolveBracket(input);
      const applied = applyBracketResolution(input.matches, input.teams ?? [], first);
      const second = resolveBracket({ ...input, ...applied });
      expect(second.message).toBe('No changes');
    },
  );

  it('reads the stored JSON text like the parsed layout', () => {
    const input = inputWith({ m1: slot1Wins, m2: slot2Wins });
    expect(resolveBracket({ ...input, layout: JSON.stringify(layout) })).toEqual(
      resolveBracket(input),
    );
  });

  it('cascades in one pass whatever the numbering (final numbered 1)', () => {
    const reversed: BracketLayout = {
      brackets: [{ columns: [{ games: [2, 3] }, { games: [1] }] }],
      connections: {
        '2': { win: '1.1', lose: 'eliminated' },
        '3': { win: '1.2', lose: 'eliminated' },
        '1': { win: 'champion' },
      },
    };
    const result = resolveBracket({
      ...inputWith({ m1: slot1Wins, m2: slot2Wins }),
      layout: reversed,
      orderedMatchIds: ['m3', 'm1', 'm2'],
    });
    expect(result.patches).toEqual([
      {
        matchId: 'm3',
        matchNumber: 1,
        slots: ['A', 'D'],
        teams: ['A', 'D'],
        placeholder_right: false,
        slot_1_source: fed(2, 'win'),
        slot_2_source: fed(3, 'win'),
      },
    ]);
  });

  it.each<[string, ResolveBracketInput, string]>([
    [
      'unreadable JSON',
      { ...inputWith(), layout: '{"brackets": [' },
      'The bracket layout could not be read',
    ],
    [
      'a wrong shape',
      { ...inputWith(), layout: '{"brackets": {}}' },
      'The bracket layout could not be read',
    ],
    [
      'a loop',
      {
        ...inputWith(),
        layout: { ...layout, connections: { ...layout.connections, '3': { win: '1.1' } } },
      },
      'The connections loop back to match 1',
    ],
    [
      'a number beyond ordered_matches',
      { ...inputWith(), orderedMatchIds: ['m1', 'm2'] },
      'Match 3 does not exist: the bracket lists 2 match(es)',
    ],
    [
      'a missing match record',
      { ...inputWith(), matches: [BASE.m1, BASE.m3] },
      'Match 2 could not be found',
    ],
    [
      'a match listed twice',
      { ...inputWith(), orderedMatchIds: ['m1', 'm1', 'm3'] },
      'Match 2 appears twice',
    ],
  ])('stops with hasError on %s', (_name, input, message) => {
    const result = resolveBracket(input);
    expect(result).toMatchObject({
      hasError: true,
      message,
      patches: [],
      rankWrites: [],
      conflicts: [],
    });
    expect(result.errors.join('; ')).toBe(message);
  });
});

describe('resolveBracket invariants (random edits)', () => {
  /**
   * Random walk on generated brackets: play a playable match, or change / reset a finished match whose
   * targets have no result yet. After every resolve: no conflict, every fed slot holds exactly what its
   * feeder sends (empty while undecided), a second resolve answers "No changes", inputs stay frozen.
   */
  it('keeps every fed slot equal to its feeder outcome through result changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...layoutsUnderTest),
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 5, max: 60 }),
        (layoutUnderTest, seed, steps) => {
          const rng = createSeededRandom(seed);
          const count = Math.max(...locateBracketGames(layoutUnderTest).keys());
          const orderedMatchIds = Array.from({ length: count }, (_, i) => `m${i + 1}`);
          const index = indexBracketState({
            layout: layoutUnderTest,
            orderedMatchIds,
            matches: [],
          });
          let seeded = 0;
          let matches: BracketMatchInput[] = orderedMatchIds.map((id, i) => ({
            id,
            first_to: 2,
            score_1: 0,
            score_2: 0,
            teams: [1, 2].map((p) =>
              index.feederBySlot.has(`${i + 1}.${p}`) ? null : `t${(seeded += 1)}`,
            ),
          }));
          let teams: BracketTeamInput[] = Array.from({ length: seeded }, (_, i) => ({
            id: `t${i + 1}`,
          }));
          for (let step = 0; step < steps; step += 1) {
            const input = deepFreeze({
              bracketId: B,
              layout: layoutUnderTest,
              orderedMatchIds,
              matches,
              teams,
            });
            const result = resolveBracket(input);
            expect(result.conflicts).toEqual([]);
            ({ matches, teams } = applyBracketResolution(matches, teams, result));
            expect(resolveBracket(deepFreeze({ ...input, matches, teams })).message).toBe(
              'No changes',
            );
            for (const [key, link] of index.feederBySlot) {
              const [n, p] = key.split('.').map(Number) as [number, number];
              const feeder = matches[link.from - 1] as BracketMatchInput;
              const expected = getOutcomeTeam(feeder, readMatchSlots(feeder), link.kind);
              expect(readMatchSlots(matches[n - 1])[p - 1]).toBe(expected);
            }
            // Next edit: results can change only on matches whose targets have no result yet.
            const editable = matches.filter((match, i) => {
              const [a, b] = readMatchSlots(match);
              if (a === null || b === null) return false;
              const targets = [index.outgoing.get(i + 1)?.win, index.outgoing.get(i + 1)?.lose]
                .map((link) => link?.target)
                .filter((target) => target?.kind === 'slot');
              return targets.every(
                (target) =>
                  target?.kind === 'slot' &&
                  !hasRecordedResult(matches[target.match - 1] as BracketMatchInput),
              );
            });
            const pick = editable[Math.floor(rng() * editable.length)];
            if (!pick) break;
            const roll = rng();
            const score =
              roll < 0.2
                ? { score_1: 0, score_2: 0 }
                : roll < 0.6
                  ? { score_1: 2, score_2: 1 }
                  : { score_1: 0, score_2: 2 };
            matches = matches.map((match) => (match === pick ? { ...match, ...score } : match));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

const layoutsUnderTest: BracketLayout[] = [
  layout,
  createSingleEliminationLayout(8),
  createSingleEliminationLayout(16),
  createDoubleEliminationLayout(4),
  createDoubleEliminationLayout(8),
  createDoubleEliminationLayout(16),
  createBracketPreset('double-elimination-12').layout,
  createBracketPreset('double-elimination-4-gsl').layout,
  createBracketPreset('single-elimination-16-third-place').layout,
];
