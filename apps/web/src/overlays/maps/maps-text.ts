/** User-facing copy of the maps overlay (new copy: the spec is silent). */
export const MAPS_TEXT = {
  /** The panel heading. */
  heading: 'Maps',
  /** A map's label by its number in the series. */
  map: (n: number) => `Map ${n}`,
  /** A map not chosen yet. */
  tbd: 'TBD',
  /** The team that picked the map. */
  pickedBy: (team: string) => `Picked by ${team}`,
  /** A banned map's label, and the team that banned it. */
  banned: 'Banned',
  bannedBy: (team: string) => `Banned by ${team}`,
  /** Results. */
  winner: 'Winner',
  draw: 'Draw',
  /** The map being played. */
  current: 'Now playing',
  /** A map still to play. */
  upcoming: 'Upcoming',
} as const;
