import type { PlayerRecord } from '@castline/contracts';
import type { DemoUser, DemoUserRole } from '../demo-types.js';
import type { DemoRandom } from '../random/create-random.js';

/** A player with a demo login and the website settings (RULES 0) it signs in with. */
export interface DemoLogin {
  readonly player: PlayerRecord;
  readonly role: DemoUserRole;
  readonly websiteSettings?: readonly string[];
}

/**
 * Creates the demo logins (for the fake Discord and auth-svc's demo users): a Discord id (snowflake digits), a
 * username from the readable name ('olivia.organiser') and an avatar hash for some, from the PRNG. No token: a
 * seed is public, so auth-svc makes demo tokens with a CSPRNG when it seeds them.
 */
export function createDemoUsers(random: DemoRandom, logins: readonly DemoLogin[]): DemoUser[] {
  return logins.map(({ player, role, websiteSettings }) => {
    const name = player.name ?? 'Demo User';
    return {
      player_id: player.id,
      name,
      discord_id: `${random.int(1, 9)}${random.chars('0123456789', 17)}`,
      discord_username: name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '.')
        .replace(/^\.|\.$/g, ''),
      avatar: random.chance(0.5) ? random.hex(32) : null,
      website_settings: [...(websiteSettings ?? [])],
      role,
    };
  });
}
