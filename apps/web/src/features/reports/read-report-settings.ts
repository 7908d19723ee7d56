import { readReportSettings as readBlocks, scoreReportSwitches } from '@castline/domain';

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

/**
 * The reporting switches the report pages read (RULES b.1): the domain's reader of an event's blocks, with every
 * score switch filled in (absent or not `true` is off; blocks that fail to parse are no settings).
 */
export function readReportSettings(blocks: string | null | undefined): ReportSettings {
  const settings = readBlocks(blocks);
  return {
    score: { ...settings.score, ...scoreReportSwitches(settings) },
    rescheduling: settings.rescheduling,
  };
}
