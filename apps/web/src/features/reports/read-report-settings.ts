/** The score-reporting switches of an event's blocks (RULES b.1, (h) blocks reporting.score). */
export interface ScoreReportSettings {
  readonly use: boolean;
  readonly opponentApprove: boolean;
  readonly staffApprove: boolean;
  readonly allowForfeits: boolean;
  readonly showHeroPicks: boolean;
  readonly showHeroBans: boolean;
  readonly showMapBans: boolean;
}

/** The rescheduling switches (RULES b.1, (h) blocks reporting.rescheduling). */
export interface RescheduleSettings {
  readonly use: boolean;
  readonly opponentApprove: boolean;
  readonly staffApprove: boolean;
}

export interface ReportSettings {
  readonly score: ScoreReportSettings;
  readonly rescheduling: RescheduleSettings;
}

const SCORE_KEYS = [
  'use',
  'opponentApprove',
  'staffApprove',
  'allowForfeits',
  'showHeroPicks',
  'showHeroBans',
  'showMapBans',
] as const;
const RESCHEDULE_KEYS = ['use', 'opponentApprove', 'staffApprove'] as const;

function readFlags<K extends string>(
  block: unknown,
  keys: readonly K[],
): Readonly<Record<K, boolean>> {
  const source =
    typeof block === 'object' && block !== null ? (block as Record<string, unknown>) : {};
  return Object.fromEntries(keys.map((key) => [key, source[key] === true])) as Record<K, boolean>;
}

/**
 * Reads reporting.score and reporting.rescheduling of an event's blocks (RULES b.1): a switch is on only when
 * it is `true`; blocks that fail to parse are no settings (public-site §5).
 */
export function readReportSettings(blocks: string | null | undefined): ReportSettings {
  let parsed: unknown;
  try {
    parsed = blocks ? JSON.parse(blocks) : null;
  } catch {
    parsed = null;
  }
  const reporting =
    typeof parsed === 'object' && parsed !== null
      ? ((parsed as { reporting?: unknown }).reporting ?? null)
      : null;
  const block = (key: string): unknown =>
    typeof reporting === 'object' && reporting !== null
      ? (reporting as Record<string, unknown>)[key]
      : null;
  return {
    score: readFlags(block('score'), SCORE_KEYS),
    rescheduling: readFlags(block('rescheduling'), RESCHEDULE_KEYS),
  };
}
