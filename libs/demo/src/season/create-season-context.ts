import { createRandom } from '../random/create-random.js';
import { createRecordStore } from '../records/create-record-store.js';
import { addGameCatalog } from './add-game-catalog.js';
import { HOUR, MINUTE, type SeasonContext } from './season-context.js';

/**
 * Starts a season generation from the caller's instant and seed (no clock, no Math.random): a seeded PRNG, an
 * empty record store, the hero and map data of every game, and the time anchors. `now` is only read.
 */
export function createSeasonContext(now: Date, seed: number, drawLogos: boolean): SeasonContext {
  const random = createRandom(seed);
  const store = createRecordStore(random);
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new Error('Demo season: now must be a valid Date');
  return {
    random,
    store,
    attachments: [],
    now: nowMs,
    hour: Math.floor(nowMs / HOUR) * HOUR,
    fiveMinutes: Math.floor(nowMs / (5 * MINUTE)) * 5 * MINUTE,
    games: addGameCatalog(store),
    strength: new Map(),
    drawLogos,
  };
}
