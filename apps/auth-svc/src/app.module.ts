import { Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from '@castline/nest-kit';
import { Clock } from './common/clock.js';
import { UsersRepository } from './users/users.repository.js';
import { TokensRepository } from './tokens/tokens.repository.js';
import { TokensService } from './tokens/tokens.service.js';
import { TokensController } from './tokens/tokens.controller.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { DEMO_USERS_SOURCE, type DemoUsersSource } from './seed/demo-user.js';
import { loadDemoUsers } from './seed/load-demo-users.js';
import { AuthRebuilder } from './auth-rebuilder.js';
import { UsersService } from './users/users.service.js';
import { UsersController } from './users/users.controller.js';
import { DiscordController } from './discord/discord.controller.js';
import { DiscordLoginService } from './discord/discord-login.service.js';
import { DISCORD_API, type DiscordApi } from './discord/discord-api.js';
import { createDiscordApi } from './discord/create-discord-api.js';
import { HandoffController } from './handoff/handoff.controller.js';
import { HandoffRepository } from './handoff/handoff.repository.js';
import { HandoffService } from './handoff/handoff.service.js';

export interface AuthAppOptions {
  /** Where demo users come from when SEED_DEMO is on (default: the shared demo generator). */
  demoUsers?: DemoUsersSource;
  /** The Discord adapter (default: HTTP against DISCORD_API_BASE when client id and secret are set). */
  discordApi?: DiscordApi;
}

/** auth-svc: users, hashed tokens, website permissions, Discord login (ARCHITECTURE §1). */
@Module({})
export class AuthAppModule {
  static forRoot(options: AuthAppOptions = {}): DynamicModule {
    return {
      module: AuthAppModule,
      controllers: [TokensController, UsersController, DiscordController, HandoffController],
      providers: [
        Clock,
        UsersRepository,
        TokensRepository,
        TokensService,
        UsersService,
        DiscordLoginService,
        HandoffRepository,
        HandoffService,
        options.discordApi
          ? { provide: DISCORD_API, useValue: options.discordApi }
          : { provide: DISCORD_API, useFactory: createDiscordApi, inject: [APP_CONFIG] },
        DemoSeedService,
        AuthRebuilder,
        { provide: DEMO_USERS_SOURCE, useValue: options.demoUsers ?? loadDemoUsers },
      ],
    };
  }
}
