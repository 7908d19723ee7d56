/** User-facing copy of the ingame HUD (new copy: the spec is silent). */
export const INGAME_TEXT = {
  /** The attack marker beside the attacking side (broadcast map_attack). */
  attack: 'Attack',
  /** The middle text when the broadcast has no middle_text_format: the current map's number and name. */
  currentMap: (n: number, name: string | null) => (name ? `Map ${n} · ${name}` : `Map ${n}`),
  /** Accessible label of a score shown as dots. */
  dotsLabel: (score: number, firstTo: number) => `${score} of ${firstTo}`,
  /** Accessible label of a team's hero bans. */
  bans: (team: string) => `${team} bans`,
  /** Accessible label of the map icons. */
  maps: 'Maps',
  /** Accessible label of the sponsor box. */
  sponsors: 'Sponsors',
} as const;
