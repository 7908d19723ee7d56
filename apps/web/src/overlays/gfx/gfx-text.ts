/** User-facing strings of the gfx overlay and its GFX items (OVERLAYS §1 gfx/:index; new copy marked †). */
export const GFX_TEXT = {
  /** † MVP item: the label over the player's name when the item has no title. */
  mvpLabel: 'Player of the match',
  /** † MVP item without a player (no live match mvp and no highlight player). */
  mvpNone: 'No player of the match yet.',
  /** † Stats item without a live match with two teams. */
  statsNone: 'No live match to compare.',
  /** † Stats item: the heading when the item has no title. */
  statsHeading: 'Event record',
  /** † Stats item: the column labels. */
  statsMatches: 'Matches',
  statsWins: 'Wins',
  statsLosses: 'Losses',
  statsMaps: 'Maps',
  statsMapDiff: 'Map +/-',
  statsStreak: 'Streak',
  statsNoStreak: '–',
  statsMeetings: (count: number, left: number, right: number) =>
    count === 0 ? 'First meeting this event' : `Met ${count}× this event: ${left}–${right}`,
  /** † An item type the overlay cannot show. */
  unknownType: (type: string) =>
    type ? `The ${type} GFX is not available.` : 'This GFX has no type.',
} as const;
