import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, DATA_SOURCE, LOGGER, type Logger } from '@castline/nest-kit';
import type { AuthConfig } from '../config/auth-config.js';
import { Clock } from '../common/clock.js';
import { UsersRepository } from '../users/users.repository.js';
import { TokensRepository } from '../tokens/tokens.repository.js';
import { DEMO_USERS_SOURCE, DemoUserSeedSchema, type DemoUsersSource } from './demo-user.js';
import { planDemoSeed } from './plan-demo-seed.js';
import { writeDemoLogins } from './write-demo-logins.js';

/** What the demo seed did at this start: nothing (SEED_DEMO off), the first seed, or nothing (users exist). */
export type DemoSeedOutcome = 'off' | 'seeded' | 'kept';

/**
 * Demo users (SEED_DEMO): into an empty users table, the generator's users, each with a fresh CSPRNG token whose
 * hash alone is stored; the tokens are handed out once (DEMO_LOGINS_FILE, else one log line). Later starts change
 * nothing: demo tokens are never renewed, re-issued or un-revoked. Replicas starting together are serialised by an
 * advisory lock.
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
      .parse(this.source({ now, seed: this.config.DEMO_SEED, season: this.config.DEMO_SEASON }));
    const file = this.config.DEMO_LOGINS_FILE;
    const plan = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('auth.demo-seed'))`);
      const planned = planDemoSeed({
        demoUsers,
        isUsersTableEmpty: await this.users.isEmpty(manager),
        now,
        tokenTtlDays: this.config.TOKEN_TTL_DAYS,
      });
      if (!planned) return null;
      await this.users.insertMany(manager, planned.users);
      await this.tokens.insertMany(manager, planned.tokens);
      // Before the commit: if the file cannot be written, nothing is stored and the next start seeds again.
      if (file)
        await writeDemoLogins(file, { seeded_at: now.toISOString(), logins: planned.logins });
      return planned;
    });
    if (!plan) {
      this.logger.info('demo users exist: their tokens are kept as they are (never renewed)');
      return 'kept';
    }
    if (file) {
      this.logger.info(
        { users: plan.logins.length, file },
        'demo users loaded; their logins (tokens shown once) are in DEMO_LOGINS_FILE',
      );
    } else {
      this.logger.info(
        { demo_logins: plan.logins },
        'demo users loaded; their logins, shown this once (only token hashes are stored)',
      );
    }
    return 'seeded';
  }
}
