/** User-facing strings of the broadcasts overlay (OVERLAYS §1 broadcasts; † new copy). */
export const BROADCASTS_TEXT = {
  /** Heading above the list†. */
  heading: 'Other streams',
  /** A broadcast without a live match†. */
  noLiveMatch: 'Between matches',
  /** An empty team slot†. */
  tbd: 'TBD',
  /** Between two teams without scores†. */
  versus: 'vs',
} as const;
