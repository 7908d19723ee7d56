import { readReportSettings } from '../reports/read-report-settings.js';

/** The reporting switches of an event's blocks (RULES (b.1), (h) blocks). */
export interface ReportingSwitches {
  readonly score: boolean;
  readonly rescheduling: boolean;
}

/** Reads reporting.score.use and reporting.rescheduling.use; blocks that fail to parse are no settings (public-site §5). */
export function readReportingSwitches(blocks: string | null | undefined): ReportingSwitches {
  const settings = readReportSettings(blocks);
  return { score: settings.score.use, rescheduling: settings.rescheduling.use };
}
