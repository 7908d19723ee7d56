/** User-facing copy of the history and season-history overlays (new copy: the spec is silent). */
export const HISTORY_TEXT = {
  /** Result letters (win, loss, draw). */
  result: { win: 'W', loss: 'L', draw: 'D' },
  /** Result words for screen readers and titles. */
  resultLabel: { win: 'Win', loss: 'Loss', draw: 'Draw' },
  /** The history card's subtitle. */
  lastResults: (count: number) => (count === 1 ? 'Last result' : `Last ${count} results`),
  /** A team without finished matches. */
  noResults: 'No results yet',
  /** Before an opponent's name. */
  versus: 'vs',
  /** An opponent slot with no team. */
  unknownOpponent: 'TBD',
} as const;
