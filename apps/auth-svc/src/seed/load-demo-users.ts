import { generateDemoSeason } from '@castline/demo';
import type { DemoOptions, DemoUserInput } from './demo-user.js';

/** The demo season's users (deterministic for a seed), straight from the shared demo generator. */
export function loadDemoUsers(options: DemoOptions): readonly DemoUserInput[] {
  return generateDemoSeason({ now: options.now, seed: options.seed }).users;
}
