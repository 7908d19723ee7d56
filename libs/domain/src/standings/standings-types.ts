import type { MapResultInput } from '../results/map-result-input.js';
import type { MatchResultInput } from '../results/match-result-input.js';
import type { ForfeitMaps, TieBreakerKey } from './tie-breakers.js';

/**
 * A standings entry as computeStandings reads it (RULES (h) blocks.standings[]). tieBreakers may hold any
 * strings: unknown keys are skipped (see resolveTieBreakerChain); StandingsEntrySchema validates on save.
 */
export interface StandingsEntryInput {
  readonly key: string;
  readonly title: string;
  readonly group: string;
  readonly sub_event?: string | null;
  readonly tieBreakers?: readonly string[] | null;
  readonly forfeitMaps?: ForfeitMaps | null;
  readonly manualOrder?: readonly string[] | null;
}

/** A match as standings read it (spec §3 Match, snake_case). teams[0] is team 1, teams[1] is team 2. */
export interface StandingsMatchInput extends MatchResultInput {
  readonly id: string;
  readonly teams: readonly (string | null | undefined)[];
  readonly match_group?: string | null;
  readonly sub_event?: string | null;
  readonly maps?: readonly MapResultInput[] | null;
}

/** Everything one standings table is computed from. */
export interface ComputeStandingsInput {
  readonly entry: StandingsEntryInput;
  /** The event's team list (ids); its order is the seed (RULES d.2 seed). */
  readonly teams: readonly string[];
  /** The event's matches; computeStandings selects the scope itself (RULES d.1). */
  readonly matches: readonly StandingsMatchInput[];
  /** Team id → display name for explainer sentences; a missing name falls back to the id. */
  readonly teamNames?: Readonly<Record<string, string>>;
}

/** One team's side of a counted match: map statistics only (RULES d.1). */
export interface MapTally {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly pointsFor: number;
  readonly pointsAgainst: number;
}

/** A complete, in-scope match reduced to what standings need. */
export interface MatchTally {
  readonly id: string;
  readonly teams: readonly [string, string];
  readonly winner: string;
  readonly loser: string;
  readonly forfeit: boolean;
  /** Map statistics of teams[0] and teams[1], after the forfeit rule. */
  readonly maps: readonly [MapTally, MapTally];
}

/** RULES d.1 per-team statistics. */
export interface TeamStats {
  readonly team: string;
  /** Matches played. */
  readonly P: number;
  readonly W: number;
  readonly L: number;
  /** Map wins, losses and draws over played maps. */
  readonly MW: number;
  readonly ML: number;
  readonly MD: number;
  readonly pointsFor: number;
  readonly pointsAgainst: number;
  /** Forfeit losses. */
  readonly forfeitLosses: number;
  /** The opponent of every counted match, once per match (buchholz). */
  readonly opponents: readonly string[];
}

/** What the criteria read besides the tied set. */
export interface StandingsContext {
  /** Statistics over the whole scope, for every team of the table. */
  readonly stats: ReadonlyMap<string, TeamStats>;
  readonly tallies: readonly MatchTally[];
  /** 1-based position in the event's team list. */
  readonly seedPositions: ReadonlyMap<string, number>;
  /** 1-based position in the entry's manualOrder. */
  readonly manualPositions: ReadonlyMap<string, number>;
}

/** A criterion value; null = no value (unlisted in manualOrder / the team list), ranked after every number. */
export type CriterionValue = number | null;

/** How one adjacent pair of the ordered table was separated (or not), before wording. */
export interface PairDecision {
  readonly upper: string;
  readonly lower: string;
  /** null when the pair is still tied after the whole chain. */
  readonly criterion: TieBreakerKey | null;
  readonly upperValue: CriterionValue;
  readonly lowerValue: CriterionValue;
  /** The tied set the deciding criterion compared, in final table order. */
  readonly members: readonly string[];
}

/** The table in order plus one decision per adjacent pair (RULES d.4). */
export interface OrderedStandings {
  readonly order: readonly string[];
  readonly decisions: readonly PairDecision[];
}

/** Where a pair was decided (RULES d.5): the whole table, or the head-to-head subgroup with its members. */
export type StandingsPairScope =
  { readonly type: 'table' } | { readonly type: 'subgroup'; readonly members: readonly string[] };

/** RULES d.5 explainer entry for ranks i and i+1. */
export interface StandingsPair {
  readonly upper: string;
  readonly lower: string;
  /** The deciding criterion key; null when the teams stay tied. */
  readonly criterion: TieBreakerKey | null;
  /** Both teams' values on the deciding criterion; null when tied. */
  readonly values: { readonly upper: CriterionValue; readonly lower: CriterionValue } | null;
  readonly scope: StandingsPairScope;
  readonly tied: boolean;
  readonly sentence: string;
}

/** One row of the standings-{eventId}-{entryKey} record (RULES d.5). */
export interface StandingsRow {
  readonly rank: number;
  readonly team: string;
  readonly P: number;
  readonly W: number;
  readonly L: number;
  readonly MW: number;
  readonly ML: number;
  readonly MD: number;
  readonly map_score: number;
  /** True when the team shares its rank with another team. */
  readonly tied: boolean;
}

/** The standings-{eventId}-{entryKey} record: rows, explainer pairs and the chain used (RULES d.5). */
export interface StandingsTable {
  readonly rows: readonly StandingsRow[];
  readonly pairs: readonly StandingsPair[];
  readonly chain: readonly TieBreakerKey[];
}
