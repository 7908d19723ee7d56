import type { LoggingBlock, ReschedulingBlock, ScoreReportingBlock } from '@castline/contracts';

/** Default tie-breaker chain (RULES d.3). */
export const DEFAULT_STANDINGS_CHAIN = [
  'match-wins',
  'map-score',
  'head-to-head',
  'head-to-head-map-diff',
  'map-diff',
  'map-wins',
  'manual',
] as const;

/** reporting.score switches (RULES b.1), every one spelled out. */
type ScoreReportingSwitches = Required<ScoreReportingBlock>;
/** reporting.rescheduling switches (RULES b.1). */
type ReschedulingSwitches = Required<ReschedulingBlock>;

/** What differs between the demo events' settings; everything else gets the defaults below. */
export interface EventBlocksInput {
  readonly score?: Partial<ScoreReportingSwitches>;
  readonly rescheduling?: Partial<ReschedulingSwitches>;
  /** Match groups that get a standings table, in order. */
  readonly standingsGroups?: readonly string[];
  /** Chat channel ids per logging key and the two logging switches (RULES (h) logging; private to the server). */
  readonly logging?: Readonly<LoggingBlock>;
  readonly draft?: boolean;
  readonly extendedStaffPage?: boolean;
}

const SCORE_DEFAULTS: ScoreReportingSwitches = {
  use: false,
  opponentApprove: true,
  staffApprove: false,
  allowForfeits: false,
  showHeroPicks: true,
  showHeroBans: true,
  showMapBans: true,
};
const RESCHEDULING_DEFAULTS: ReschedulingSwitches = {
  use: false,
  opponentApprove: true,
  staffApprove: false,
};

/**
 * An event's blocks JSON text (public-site §3, RULES (h)) with every key spelled out: reporting.score,
 * reporting.rescheduling, standings entries (key = the group slugged, default tie-breaker chain, forfeits as
 * sweeps), foldy, draft, auction, extendedStaffPage and, when given, logging.
 */
export function createEventBlocks(input: EventBlocksInput): string {
  return JSON.stringify({
    reporting: {
      score: { ...SCORE_DEFAULTS, ...input.score },
      rescheduling: { ...RESCHEDULING_DEFAULTS, ...input.rescheduling },
    },
    ...(input.logging ? { logging: { ...input.logging } } : {}),
    standings: (input.standingsGroups ?? []).map((group) => ({
      key: group
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
      title: group,
      group,
      tieBreakers: [...DEFAULT_STANDINGS_CHAIN],
      forfeitMaps: 'sweep',
      manualOrder: [],
    })),
    foldy: { use: false },
    draft: { use: input.draft ?? false },
    auction: { public: false },
    extendedStaffPage: input.extendedStaffPage ?? false,
  });
}
