import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, DATA_SOURCE, LOGGER, type Logger } from '@castline/nest-kit';
import type { AuthConfig } from '../config/auth-config.js';
import { Clock } from '../common/clock.js';
import { UsersRepository } from '../users/users.repository.js';
import { TokensRepository } from '../tokens/tokens.repository.js';
import { hashToken } from '../tokens/hash-token.js';
import { computeTokenExpiry } from '../tokens/compute-token-expiry.js';
import { DEMO_USERS_SOURCE, DemoUserSeedSchema, type DemoUsersSource } from './demo-user.js';

/** What the demo seed did at this start. */
export type DemoSeedOutcome = 'off' | 'seeded' | 'renewed';

/**
 * Demo users (SEED_DEMO): loads the generator's users and the hashes of their printed tokens into an empty users
 * table; on every later start it renews those tokens (new expiry, revocation lifted) so the printed tokens keep
 * working. Replicas starting together are serialised by an advisory lock.
 */
@Injectable()
export class DemoSeedService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DEMO_USERS_SOURCE) private readonly source: DemoUsersSource,
    private readonly clock: Clock,
    private readonly users: UsersRepository,
    private readonly tokens: TokensRepository,
  ) {}

  async seedDemoUsers(): Promise<DemoSeedOutcome> {
    if (!this.config.SEED_DEMO) return 'off';
    const now = this.clock.now();
    const demoUsers = z
      .array(DemoUserSeedSchema)
      .parse(this.source({ now, seed: this.config.DEMO_SEED }));
    const expiresAt = computeTokenExpiry(now, this.config.TOKEN_TTL_DAYS);
    const outcome = await this.dataSource.transaction(async (manager): Promise<DemoSeedOutcome> => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('auth.demo-seed'))`);
      if (!(await this.users.isEmpty(manager))) return 'renewed';
      await this.users.insertMany(
        manager,
        demoUsers.map((u) => ({
          id: u.player_id,
          name: u.name,
          discord_id: u.discord_id,
          discord_username: u.discord_username,
          avatar: u.avatar,
          website_settings: u.website_settings,
          created_at: now,
        })),
      );
      await this.tokens.insertMany(
        manager,
        demoUsers.map((u) => ({
          user_id: u.player_id,
          token_hash: hashToken(u.token),
          created_at: now,
          expires_at: expiresAt,
        })),
      );
      return 'seeded';
    });
    if (outcome === 'seeded') {
      this.logger.info({ users: demoUsers.length }, 'demo users loaded');
    } else {
      const renewed = await this.tokens.renew(
        demoUsers.map((u) => hashToken(u.token)),
        expiresAt,
      );
      this.logger.info(
        { tokens: renewed, expires_at: expiresAt.toISOString() },
        'demo tokens renewed',
      );
    }
    return outcome;
  }
}
