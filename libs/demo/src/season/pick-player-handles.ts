import { HANDLE_ENDS, HANDLE_STARTS } from '../catalog/name-pools.js';
import type { DemoRandom } from '../random/create-random.js';

/**
 * Draws `count` unique gamer handles ('Novastar', 'Hex'), avoiding names already `taken`. Past the pool of
 * combinations, handles get a number ('Nova7'). `taken` is not changed.
 */
export function pickPlayerHandles(
  random: DemoRandom,
  count: number,
  taken: Iterable<string> = [],
): string[] {
  const used = new Set(taken);
  const combos = random.shuffle(
    HANDLE_STARTS.flatMap((start) => HANDLE_ENDS.map((end) => `${start}${end}`)),
  );
  const handles: string[] = [];
  for (let i = 0; handles.length < count; i += 1) {
    const base = combos[i % combos.length] ?? 'Player';
    const handle = i < combos.length ? base : `${base}${Math.floor(i / combos.length) + 1}`;
    if (used.has(handle)) continue;
    used.add(handle);
    handles.push(handle);
  }
  return handles;
}
