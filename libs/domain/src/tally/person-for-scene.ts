import type { TallyPerson } from './tally-types.js';

const REPLAY = /replay|highlight/;
const DIRECTOR = /obsdir|director|clean feed/;
const OBSERVER = /(?:obs|game)\s*(\d+)/;

/**
 * The person an OBS scene shows (RULES (j) "Scene name → person"): case-insensitive, the first rule that matches
 * wins. 1. "Replay" or "Highlight": the Replay Producer. 2. "OBSDIR", "Director" or "Clean feed": the Observer
 * Director. 3. "Obs" or "Game" followed by a number N (spaces allowed): the N-th Observer (N from 1). 4. Anything
 * else, or no scene: nobody (null).
 */
export function personForScene(scene: string | null): TallyPerson | null {
  if (scene === null) return null;
  const name = scene.toLowerCase();
  if (REPLAY.test(name)) return 'replay_producer';
  if (DIRECTOR.test(name)) return 'observer_director';
  const digits = OBSERVER.exec(name)?.[1];
  if (digits === undefined) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n >= 1 ? `observer-${n}` : null;
}
