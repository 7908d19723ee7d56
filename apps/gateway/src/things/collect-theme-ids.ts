import { ThingIdSchema } from '@castline/contracts';
import type { FoundThing } from './gather-result.js';

/**
 * public-site §7 reads ("… the teams' themes and the event's theme"): for every found record whose `theme` is
 * a list of exactly one id, that theme is appended to the answer, once, unless it is already in it.
 */
export function collectThemeIds(
  requested: readonly string[],
  found: ReadonlyMap<string, FoundThing>,
): string[] {
  const inAnswer = new Set(requested);
  const themes: string[] = [];
  for (const id of requested) {
    const themeId = found.get(id)?.theme ?? null;
    if (themeId === null || !ThingIdSchema.safeParse(themeId).success) continue;
    if (inAnswer.has(themeId)) continue;
    inAnswer.add(themeId);
    themes.push(themeId);
  }
  return themes;
}
