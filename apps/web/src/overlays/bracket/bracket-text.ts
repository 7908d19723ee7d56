/** User-facing texts of the bracket overlay and panel (new copy where the spec is silent). */
export const BRACKET_TEXT = {
  /** The heading of a bracket without a name. */
  title: 'Bracket',
  /** The live match's card strip (the site's 'Live'). */
  live: 'LIVE',
} as const;
