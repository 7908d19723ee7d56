/** A report log entry (RULES (b.6)). */
export interface ReportLogEntry {
  readonly at: number;
  readonly actor: string;
  readonly team: string | null;
  readonly staff: boolean;
  readonly key: string;
  readonly text: string;
}

/** A report as the history reads it. */
export interface HistoryReport {
  readonly id: string;
  readonly log?: readonly ReportLogEntry[] | null;
}

/**
 * A match's report history (RULES (b.6) "The match page shows the history"): the reports (open and archived) by
 * their latest log entry, latest first, each log in time order. Never mutates.
 */
export function orderReports<R extends HistoryReport>(
  reports: readonly R[],
): { readonly report: R; readonly log: readonly ReportLogEntry[] }[] {
  return reports
    .map((report, index) => {
      const log = [...(report.log ?? [])].sort((a, b) => a.at - b.at);
      return { report, log, last: log.at(-1)?.at ?? 0, index };
    })
    .sort((a, b) => b.last - a.last || a.index - b.index)
    .map(({ report, log }) => ({ report, log }));
}
