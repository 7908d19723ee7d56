import type { ReportRecord } from '@castline/contracts';
import { REPORT_FLAGS, type ReportFlags, type ReportSnapshot } from '@castline/domain';

/** A Report record as the state machines read it (RULES (h) Report → b.2 / b.3 snapshot; unset flags are off). */
export function toReportSnapshot<S extends string>(report: ReportRecord): ReportSnapshot<S> {
  // Records arrive over the wire: a flag the server left out is off.
  const flags = Object.fromEntries(
    REPORT_FLAGS.map((flag) => [flag, Boolean(report[flag] as unknown)]),
  ) as unknown as ReportFlags;
  return {
    ...flags,
    state: report.state as S,
    team: report.team[0] ?? null,
    data: report.data ?? null,
    countered_data: report.countered_data ?? null,
  };
}
