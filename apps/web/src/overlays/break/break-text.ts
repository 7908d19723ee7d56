/** User-facing copy of the break and break-content overlays (new copy: †, OVERLAYS.md conventions). */
export const BREAK_TEXT = {
  /** The countdown's label†. */
  countdownLabel: 'Back in',
  /** The headline ticker's label†. */
  headlinesLabel: 'Headlines',
  /** The sponsor box's label†. */
  sponsorsLabel: 'Presented by',
  /** Between the two teams of the Matchup slide†. */
  versus: 'vs',
  /** Staff slide heading†. */
  staffTitle: 'On the broadcast',
  /** Staff slide: the casters' row†. */
  casters: 'Casters',
  /** Other Info slide heading†. */
  otherInfoTitle: 'Also live',
  /** Other Streams slide heading†. */
  otherStreamsTitle: 'Other streams',
  /** Other Info: a broadcast without a live match†. */
  noLiveMatch: 'Between matches',
  /** A placeholder slot with no team yet†. */
  tbd: 'TBD',
  /** Alt text of the break image†. */
  breakImageAlt: 'Break image',
  /** Alt text of a sponsor logo†. */
  sponsorAlt: 'Sponsor',
  /** "{a} vs {b}"† for the Other Info lines. */
  matchLine: (a: string, b: string) => `${a} vs ${b}`,
} as const;
