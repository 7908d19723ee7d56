import type { NewUser } from '../users/users.repository.js';
import type { NewToken } from '../tokens/tokens.repository.js';
import { generateToken } from '../tokens/generate-token.js';
import { hashToken } from '../tokens/hash-token.js';
import { computeTokenExpiry } from '../tokens/compute-token-expiry.js';
import type { DemoUserSeed } from './demo-user.js';
import type { DemoLogin } from './demo-login.js';

/** What one demo seed stores (users, token hashes) and hands out once (the logins with their tokens). */
export interface DemoSeedPlan {
  users: NewUser[];
  tokens: NewToken[];
  logins: DemoLogin[];
}

export interface DemoSeedInput {
  demoUsers: readonly DemoUserSeed[];
  /** Whether auth.users holds no row yet (the first seed of this database). */
  isUsersTableEmpty: boolean;
  now: Date;
  tokenTtlDays: number;
}

/**
 * The demo seed's decision (issue 10 item 7): into an empty users table, every demo user with one fresh CSPRNG token
 * (never derived from DEMO_SEED); otherwise nothing at all (null), so a restart never renews a demo token, never
 * lifts a revocation and never mints a second token.
 */
export function planDemoSeed(
  input: DemoSeedInput,
  generate: () => string = generateToken,
): DemoSeedPlan | null {
  if (!input.isUsersTableEmpty) return null;
  const expiresAt = computeTokenExpiry(input.now, input.tokenTtlDays);
  const logins = input.demoUsers.map((u) => ({
    player_id: u.player_id,
    name: u.name,
    role: u.role,
    token: generate(),
  }));
  return {
    users: input.demoUsers.map((u) => ({
      id: u.player_id,
      name: u.name,
      discord_id: u.discord_id,
      discord_username: u.discord_username,
      avatar: u.avatar,
      website_settings: u.website_settings,
      created_at: input.now,
    })),
    tokens: logins.map((l) => ({
      user_id: l.player_id,
      token_hash: hashToken(l.token),
      created_at: input.now,
      expires_at: expiresAt,
    })),
    logins,
  };
}
