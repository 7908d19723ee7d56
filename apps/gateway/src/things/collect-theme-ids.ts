import { ThingIdSchema, type Thing } from '@castline/contracts';

/**
 * public-site §7 reads ("… the teams' themes and the event's theme"): for every found record whose `theme` is
 * a list of exactly one id, that theme is appended to the answer, once, unless it is already in it.
 */
export function collectThemeIds(
  requested: readonly string[],
  found: ReadonlyMap<string, Thing>,
): string[] {
  const inAnswer = new Set(requested);
  const themes: string[] = [];
  for (const id of requested) {
    const theme = found.get(id)?.theme;
    if (!Array.isArray(theme) || theme.length !== 1) continue;
    const themeId: unknown = theme[0];
    if (typeof themeId !== 'string' || !ThingIdSchema.safeParse(themeId).success) continue;
    if (inAnswer.has(themeId)) continue;
    inAnswer.add(themeId);
    themes.push(themeId);
  }
  return themes;
}
