import type { ReportRecord } from '@castline/contracts';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';

/** A match's linked reports (match.reports), live: the open score report and the reschedule request. */
export interface LinkedReports {
  readonly isLoading: boolean;
  readonly scoreReport: ReportRecord | null;
  readonly reschedule: ReportRecord | null;
}

/**
 * Reads the match's linked reports (RULES (h) Match reports: the open score report, and the open or
 * still-linked denied reschedule request), or none when `ids` is empty (visitors read nothing).
 */
export function useLinkedReports(ids: readonly string[]): LinkedReports {
  const entries = useThings<ReportRecord>(ids);
  const reports = readyThings(entries);
  return {
    isLoading: entries.some(isThingLoading),
    scoreReport: reports.find((r) => r.type === 'score') ?? null,
    reschedule: reports.find((r) => r.type === 'reschedule') ?? null,
  };
}
