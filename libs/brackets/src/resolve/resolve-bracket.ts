import { getMatchCardNumber } from '../layout/get-match-card-number.js';
import { orderBracketMatches, type BracketEdge } from '../layout/order-bracket-matches.js';
import { validateBracketLayout } from '../layout/validate-bracket-layout.js';
import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { BRACKET_TEXTS } from '../schema/bracket-texts.js';
import { fillBracketText } from '../schema/fill-bracket-text.js';
import { parseBracketLayout } from '../schema/parse-bracket-layout.js';
import type { BracketMatchInput } from '../state/bracket-state.js';
import { formatTeamName } from '../state/format-team-name.js';
import { getOutcomeTeam } from '../state/get-outcome-team.js';
import { hasRecordedResult } from '../state/has-recorded-result.js';
import { indexBracketState } from '../state/index-bracket-state.js';
import { readMatchSlots } from '../state/read-match-slots.js';
import { writeMatchTeams } from '../state/write-match-teams.js';
import { formatResolveMessage } from './format-resolve-message.js';
import { formatSlotSource } from './format-slot-source.js';
import { parseSlotSource } from './parse-slot-source.js';
import type {
  BracketMatchPatch,
  ResolveBracketInput,
  ResolveBracketResult,
  ResolveConflict,
  ResolveCounts,
  TeamRankWrite,
} from './resolve-bracket-types.js';
import { HAND_SOURCE } from './slot-source.js';

type Pair<T> = [T, T];

interface WorkingMatch {
  readonly record: BracketMatchInput;
  slots: Pair<string | null>;
  sources: Pair<string | null>;
}

interface DesiredRank {
  readonly sort: number;
  readonly text: string;
  readonly source: string;
}

const SLOTS = [1, 2] as const;

/**
 * Resolves a bracket (RULES c.8): validates the layout, walks matches in topological order, fills and
 * corrects fed slots from complete feeders, clears fed slots whose feeder is no longer complete, never
 * touches hand-set slots, refuses to change teams of a match that already has a result, and writes or
 * clears the ranks of c.2. Pure and idempotent: applying the answer and resolving again gives "No changes".
 */
export function resolveBracket(input: ResolveBracketInput): ResolveBracketResult {
  const parsed = typeof input.layout === 'string' ? parseBracketLayout(input.layout) : null;
  if (parsed && !parsed.ok) return stopped([parsed.error]);
  const layout: BracketLayout = parsed?.ok ? parsed.layout : (input.layout as BracketLayout);
  const layoutErrors = validateBracketLayout(layout, input.orderedMatchIds.length);
  if (layoutErrors.length > 0) return stopped(layoutErrors);

  const index = indexBracketState({ ...input, layout });
  const inputErrors = findInputErrors(
    input,
    [...index.listed.keys()].sort((a, b) => a - b),
    index.matchByNumber,
  );
  if (inputErrors.length > 0) return stopped(inputErrors);

  const edges: BracketEdge[] = [];
  for (const link of index.links) {
    if (link.target.kind === 'slot') edges.push({ from: link.from, to: link.target.match });
  }
  const { order } = orderBracketMatches(index.listed.keys(), edges);
  const work = new Map<number, WorkingMatch>();
  for (const n of order) {
    const record = index.matchByNumber.get(n) as BracketMatchInput;
    const [first, second] = readMatchSlots(record);
    work.set(n, {
      record,
      slots: [first, second],
      sources: [record.slot_1_source ?? null, record.slot_2_source ?? null],
    });
  }

  const patches: BracketMatchPatch[] = [];
  const conflicts: ResolveConflict[] = [];
  let slotsFilled = 0;
  let slotsCorrected = 0;
  const teamName = (teamId: string): string => formatTeamName(teamId, index.teamById.get(teamId));

  for (const n of order) {
    const current = work.get(n) as WorkingMatch;
    const slots: Pair<string | null> = [...current.slots];
    const sources: Pair<string | null> = [...current.sources];
    let filled = 0;
    let corrected = 0;
    let firstChanged: 0 | 1 | null = null;
    for (const slot of SLOTS) {
      const at = slot === 1 ? 0 : 1;
      const feeder = index.feederBySlot.get(`${n}.${slot}`);
      if (!feeder) continue; // hand-set slot: never written, never cleared
      const from = work.get(feeder.from) as WorkingMatch;
      const desired = getOutcomeTeam(from.record, from.slots, feeder.kind);
      const present = slots[at];
      const source = parseSlotSource(sources[at]);
      const fedElsewhere = source.kind === 'fed' && source.bracket !== input.bracketId;
      if (desired !== null) {
        if (present === desired) continue;
        if (fedElsewhere) {
          conflicts.push({
            matchId: current.record.id,
            matchNumber: n,
            slot,
            teamId: present,
            message: fillBracketText('slotFedByOtherBracket', {
              n: getMatchCardNumber(n, current.record.match_number),
              p: slot,
            }),
          });
          continue;
        }
        slots[at] = desired;
        sources[at] = formatSlotSource(input.bracketId, feeder.from, feeder.kind);
        if (present === null) filled += 1;
        else corrected += 1;
        firstChanged ??= at;
      } else if (source.kind === 'fed' && !fedElsewhere && present !== null) {
        // The result this team came from no longer exists.
        slots[at] = null;
        sources[at] = HAND_SOURCE;
        corrected += 1;
        firstChanged ??= at;
      }
    }
    if (firstChanged === null) continue;

    if (hasRecordedResult(current.record)) {
      const named =
        current.slots[firstChanged] ?? current.slots[firstChanged === 0 ? 1 : 0] ?? null;
      conflicts.push({
        matchId: current.record.id,
        matchNumber: n,
        slot: null,
        teamId: named,
        message: fillBracketText('resolveConflict', {
          n: getMatchCardNumber(n, current.record.match_number),
          team: named === null ? BRACKET_TEXTS.tbd : teamName(named),
        }),
      });
      continue;
    }

    current.slots = slots;
    current.sources = sources;
    slotsFilled += filled;
    slotsCorrected += corrected;
    const stored = writeMatchTeams(slots, current.record.placeholder_right);
    patches.push({
      matchId: current.record.id,
      matchNumber: n,
      slots: [slots[0], slots[1]],
      teams: stored.teams,
      placeholder_right: stored.placeholder_right,
      slot_1_source: sources[0],
      slot_2_source: sources[1],
    });
  }

  const rankWrites = writeRanks(input, order, work, index.outgoing);
  const counts: ResolveCounts = {
    matchesUpdated: patches.length,
    slotsFilled,
    slotsCorrected,
    conflicts: conflicts.length,
    teamsRanked: rankWrites.length,
  };
  return {
    hasError: conflicts.length > 0,
    message: formatResolveMessage(counts),
    errors: [],
    patches,
    rankWrites,
    conflicts,
    counts,
    changedMatchIds: patches.map((patch) => patch.matchId),
  };
}

/** RULES c.8 step 5: ranks of complete matches go to their teams; ranks this bracket wrote earlier and no longer wants are cleared. */
function writeRanks(
  input: ResolveBracketInput,
  order: readonly number[],
  work: ReadonlyMap<number, WorkingMatch>,
  outgoing: ReturnType<typeof indexBracketState>['outgoing'],
): TeamRankWrite[] {
  const desired = new Map<string, DesiredRank>();
  for (const n of order) {
    const match = work.get(n) as WorkingMatch;
    const links = outgoing.get(n);
    for (const link of [links?.win, links?.lose]) {
      if (!link?.rank) continue;
      const team = getOutcomeTeam(match.record, match.slots, link.kind);
      if (team === null) continue;
      // Later matches in topological order win when a team earns two ranks here.
      desired.set(team, {
        sort: link.rank.sort,
        text: link.rank.text,
        source: formatSlotSource(input.bracketId, n, link.kind),
      });
    }
  }

  const teams = new Map((input.teams ?? []).map((team) => [team.id, team]));
  const writes: TeamRankWrite[] = [];
  for (const [teamId, rank] of desired) {
    const team = teams.get(teamId);
    if (
      team?.ranking_sort === rank.sort &&
      team.ranking_text === rank.text &&
      team.ranking_source === rank.source
    )
      continue;
    writes.push({
      teamId,
      ranking_sort: rank.sort,
      ranking_text: rank.text,
      ranking_source: rank.source,
    });
  }
  for (const team of input.teams ?? []) {
    if (desired.has(team.id)) continue;
    const source = parseSlotSource(team.ranking_source);
    if (source.kind !== 'fed' || source.bracket !== input.bracketId) continue;
    writes.push({ teamId: team.id, ranking_sort: null, ranking_text: null, ranking_source: null });
  }
  return writes;
}

/** Records the resolver needs but cannot find, and a match listed at two positions. */
function findInputErrors(
  input: ResolveBracketInput,
  listed: readonly number[],
  matchByNumber: ReadonlyMap<number, BracketMatchInput>,
): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const n of listed) {
    const id = input.orderedMatchIds[n - 1];
    if (id !== undefined && seen.has(id)) errors.push(fillBracketText('matchAppearsTwice', { n }));
    if (id !== undefined) seen.add(id);
    if (!matchByNumber.has(n)) errors.push(fillBracketText('matchNotFound', { n }));
  }
  return errors;
}

function stopped(errors: string[]): ResolveBracketResult {
  return {
    hasError: true,
    message: errors.join('; '),
    errors,
    patches: [],
    rankWrites: [],
    conflicts: [],
    counts: { matchesUpdated: 0, slotsFilled: 0, slotsCorrected: 0, conflicts: 0, teamsRanked: 0 },
    changedMatchIds: [],
  };
}
