import type { ReportSwitches } from './report-types.js';
import type { ReportChannel } from './report-notifications.js';
import type { ScoreReportSwitches } from './validate-score-report-data.js';

/** The reporting and logging settings of an event's blocks JSON that the report workflow reads (RULES b.1, (h)). */
export interface ReportSettings {
  /**
   * reporting.score: the machine's switches and allowForfeits; the reader also fills the switches of the report's
   * body (showHeroPicks, showHeroBans, showMapBans for validateScoreReportData; absent means off).
   */
  readonly score: Readonly<
    ReportSwitches &
      Pick<ScoreReportSwitches, 'allowForfeits'> &
      Partial<Omit<ScoreReportSwitches, 'allowForfeits'>>
  >;
  /** reporting.rescheduling. */
  readonly rescheduling: Readonly<ReportSwitches>;
  /** logging.* channel ids that are set (non-empty strings); a missing key means nothing is posted there. */
  readonly channels: Readonly<Partial<Record<ReportChannel, string>>>;
}

const CHANNELS: readonly ReportChannel[] = [
  'captainNotifications',
  'staffApprovalNotifications',
  'staffScoreReport',
  'staffCompletedScoreReport',
  'postMatchReports',
  'matchTimeChanges',
];

const objectAt = (source: unknown, key: string): Record<string, unknown> => {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return {};
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};

/** The report body switches of the settings (validateScoreReportData); a switch left out is off. */
export function scoreReportSwitches(settings: ReportSettings): ScoreReportSwitches {
  const { allowForfeits, showHeroPicks, showHeroBans, showMapBans } = settings.score;
  return {
    allowForfeits,
    showHeroPicks: showHeroPicks ?? false,
    showHeroBans: showHeroBans ?? false,
    showMapBans: showMapBans ?? false,
  };
}

/**
 * Reads an event's reporting.score, reporting.rescheduling and logging blocks. Blocks that fail to parse count as
 * no settings (public-site §5); a switch is on only when it is `true` (anything else, or absent, is off).
 */
export function readReportSettings(blocks: string | null | undefined): ReportSettings {
  let parsed: unknown;
  try {
    parsed = blocks ? JSON.parse(blocks) : null;
  } catch {
    parsed = null;
  }
  const reporting = objectAt(parsed, 'reporting');
  const score = objectAt(reporting, 'score');
  const rescheduling = objectAt(reporting, 'rescheduling');
  const logging = objectAt(parsed, 'logging');
  const on = (block: Record<string, unknown>, key: string) => block[key] === true;
  const channels: Partial<Record<ReportChannel, string>> = {};
  for (const key of CHANNELS) {
    const value = logging[key];
    if (typeof value === 'string' && value.trim() !== '') channels[key] = value;
  }
  return {
    score: {
      use: on(score, 'use'),
      opponentApprove: on(score, 'opponentApprove'),
      staffApprove: on(score, 'staffApprove'),
      allowForfeits: on(score, 'allowForfeits'),
      showHeroPicks: on(score, 'showHeroPicks'),
      showHeroBans: on(score, 'showHeroBans'),
      showMapBans: on(score, 'showMapBans'),
    },
    rescheduling: {
      use: on(rescheduling, 'use'),
      opponentApprove: on(rescheduling, 'opponentApprove'),
      staffApprove: on(rescheduling, 'staffApprove'),
    },
    channels,
  };
}
