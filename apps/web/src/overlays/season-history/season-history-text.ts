/** User-facing copy of the season-history overlay (new copy: the spec is silent). */
export const SEASON_HISTORY_TEXT = {
  /** A card's subtitle: the event's name. */
  subtitle: (eventName: string | null, count: number) =>
    `${eventName ? `${eventName} · ` : ''}${count === 1 ? '1 match' : `${count} matches`}`,
  /** A team without finished matches in the event (or the filters). */
  noMatches: 'No matches played yet',
} as const;
