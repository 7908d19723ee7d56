/**
 * The Schedule module's texts (broadcast spec §2 "Schedule table (titled Schedule)": the column names are verbatim;
 * OVERLAYS §4 Schedule editor).
 */
export const SCHEDULE_TEXT = {
  columns: {
    match: 'Match',
    start: 'Start time',
    overlays: 'Show on overlays',
    live: 'Live Match',
  },
  tableLabel: 'Schedule of this broadcast',
  empty: "No matches on this broadcast's schedule",
  /** The zone every time of the table is in (the broadcast's, default America/New_York). */
  zone: (abbreviation: string, zone: string) => `Times in ${abbreviation} (${zone})`,
  primary: 'Primary',
  secondary: 'Secondary',
  primaryLabel: (match: string) => `Show ${match} on overlays`,
  secondaryLabel: (match: string) => `Show ${match} on secondary overlays`,
  liveLabel: (match: string) => `${match} is the live match`,
  loadingMatch: 'Loading…',
} as const;
