import { generateSeason } from '@castline/demo';
import type { DemoOptions, DemoUserInput } from './demo-user.js';

/** The demo season's users (deterministic for a seed and season), straight from the shared demo generator. */
export function loadDemoUsers(options: DemoOptions): readonly DemoUserInput[] {
  return generateSeason(options.season ?? 'demo', { now: options.now, seed: options.seed }).users;
}
