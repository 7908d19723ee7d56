/**
 * A live team's theme id: its `themeId`, else the first entry of the team record's `theme` link, which is an id
 * or (once the live match is hydrated with teams' themes) the theme record itself.
 */
export function getTeamThemeId(
  team: { readonly themeId: string | null; readonly record: Record<string, unknown> } | null,
): string | null {
  if (!team) return null;
  if (team.themeId) return team.themeId;
  const first: unknown = Array.isArray(team.record['theme']) ? team.record['theme'][0] : null;
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null) {
    const id = (first as { __id?: unknown }).__id;
    return typeof id === 'string' ? id : null;
  }
  return null;
}
