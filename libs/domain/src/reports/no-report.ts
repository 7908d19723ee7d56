import type { ReportSnapshot } from './report-types.js';

/** The snapshot of "no linked report" (state Available, every flag off), to feed a submit. */
export const NO_REPORT: Readonly<ReportSnapshot<'Available'>> = Object.freeze({
  state: 'Available',
  team: null,
  data: null,
  countered_data: null,
  approved: false,
  approved_by_team: false,
  approved_by_opponent: false,
  approved_by_staff: false,
  denied_by_staff: false,
  denied_by_opponent: false,
  countered_by_opponent: false,
  force_approved: false,
});
