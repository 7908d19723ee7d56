import { Module, type DynamicModule } from '@nestjs/common';
import { REBUILDER } from '@castline/nest-kit';
import { Clock } from './common/clock.js';
import { UsersRepository } from './users/users.repository.js';
import { TokensRepository } from './tokens/tokens.repository.js';
import { TokensService } from './tokens/tokens.service.js';
import { TokensController } from './tokens/tokens.controller.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { DEMO_USERS_SOURCE, type DemoUsersSource } from './seed/demo-user.js';
import { loadDemoUsers } from './seed/load-demo-users.js';
import { AuthRebuilder } from './auth-rebuilder.js';

export interface AuthAppOptions {
  /** Where demo users come from when SEED_DEMO is on (default: the shared demo generator). */
  demoUsers?: DemoUsersSource;
}

/** auth-svc: users, hashed tokens, website permissions (ARCHITECTURE §1). */
@Module({})
export class AuthAppModule {
  static forRoot(options: AuthAppOptions = {}): DynamicModule {
    return {
      module: AuthAppModule,
      controllers: [TokensController],
      providers: [
        Clock,
        UsersRepository,
        TokensRepository,
        TokensService,
        DemoSeedService,
        AuthRebuilder,
        { provide: REBUILDER, useExisting: AuthRebuilder },
        { provide: DEMO_USERS_SOURCE, useValue: options.demoUsers ?? loadDemoUsers },
      ],
    };
  }
}
