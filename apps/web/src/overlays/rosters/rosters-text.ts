/** User-facing copy of the rosters overlay and panel (new copy: the spec is silent). */
export const ROSTERS_TEXT = {
  /** The label above a team's staff (`staff` option). */
  staff: 'Staff',
  /** The panel's heading after the event name. */
  heading: 'Rosters',
  /** A team with no players listed. */
  noPlayers: 'No players listed',
  /** The role-icon label when a player has no role. */
  noRole: '',
} as const;
