import type { DemoOptions, DemoUsersSource } from './demo-user.js';
import { loadDemoUsers } from './load-demo-users.js';

/** One line of the start script's demo-login table. */
export interface DemoLogin {
  player_id: string;
  name: string | null;
  role: string;
  /** The bearer token to paste (demo data only: these tokens are public by design). */
  token: string;
}

/**
 * The demo users and their tokens, for `npm start` to print (recomputed from the generator, so it needs no database).
 * Same options as the service (DEMO_SEED) give the same tokens the service stores the hashes of.
 */
export function listDemoLogins(
  options: DemoOptions,
  load: DemoUsersSource = loadDemoUsers,
): DemoLogin[] {
  return load(options).map((u) => ({
    player_id: u.player_id,
    name: u.name,
    role: u.role,
    token: u.token,
  }));
}
