/** User-facing texts of the schedule overlay and panel (new copy where the spec is silent). */
export const SCHEDULE_TEXT = {
  /** The panel heading when no title is given. */
  title: 'Schedule',
  /** The heading's note on the time zone: 'Times in ET'. */
  timesIn: (zone: string) => `Times in ${zone}`,
  /** The live match's marker. */
  live: 'LIVE',
  /** Between the teams of a match without a result. */
  versus: 'VS',
  /** A slot whose team is still to be decided (RULES c.5 fallback). */
  tbd: 'TBD',
  /** A match without a start time. */
  noTime: 'TBD',
  /** Score of a forfeit win / loss. */
  forfeitWin: 'W',
  forfeitLoss: 'FF',
} as const;
