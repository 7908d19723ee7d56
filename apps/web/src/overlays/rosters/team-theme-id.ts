/** A live team as the theme lookup reads it. */
export interface TeamThemeInput {
  readonly themeId: string | null;
  readonly record: Readonly<Record<string, unknown>>;
}

/**
 * The theme record id of a live team: its `themeId`, else the first entry of its `theme` link, which the live
 * match's hydration (LIVE_MATCH_TREE teams.theme) has replaced by the theme record (or its loading marker).
 */
export function getTeamThemeId(team: TeamThemeInput): string | null {
  if (team.themeId) return team.themeId;
  const first: unknown = Array.isArray(team.record['theme']) ? team.record['theme'][0] : null;
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null) {
    const id = (first as { __id?: unknown }).__id;
    return typeof id === 'string' ? id : null;
  }
  return null;
}
