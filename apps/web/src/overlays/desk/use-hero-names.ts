import { useThings } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';

/** Hero names by id, for the heroes that have arrived (the others are missing from the map until they do). */
export function useHeroNames(heroIds: readonly string[]): ReadonlyMap<string, string> {
  const unique = [...new Set(heroIds)];
  const heroes = useThings<{ readonly name?: string | null }>(unique);
  const names = new Map<string, string>();
  heroes.forEach((hero, i) => {
    const id = unique[i];
    if (id && isThingReady(hero) && typeof hero.name === 'string') names.set(id, hero.name);
  });
  return names;
}
