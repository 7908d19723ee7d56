/**
 * Player Cams texts (broadcast spec §4 "Cam controller", §7 set-player-cams; OVERLAYS §4). The spec names no toast
 * or labels here: all of this is our copy (†).
 */
export const PLAYER_CAMS_TEXT = {
  intro: (slots: number) =>
    `Pick ${slots} players per team, in order: a click puts a player in the first empty slot, another click takes them out.`,
  slots: (team: string) => `${team} cam slots`,
  slot: (n: number) => `Slot ${n}`,
  empty: 'Empty',
  players: (team: string) => `${team} players`,
  noPlayers: 'No players on this team',
  side: (left: boolean) => (left ? 'Left on overlays' : 'Right on overlays'),
  team: (n: 1 | 2) => `Team ${n}`,
  save: 'Save cams',
  reset: 'Discard changes',
  saved: 'Player cams saved',
  reasons: {
    emptySlot: 'Fill every cam slot first',
  },
} as const;
