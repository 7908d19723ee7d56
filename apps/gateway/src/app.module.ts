import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type KitValues } from '@castline/nest-kit';
import { ThingsModule } from './things/things.module.js';
import { ActionsModule } from './actions/actions.module.js';
import { HealthModule } from './health/health.module.js';
import { ImagesModule } from './images/images.module.js';
import { LoginModule } from './login/login.module.js';
import { WebConfigModule } from './web-config/web-config.module.js';
import { DiscordInteractionsModule } from './discord-interactions/discord-interactions.module.js';
import { TimeModule } from './time/time.module.js';

/** The gateway (ARCHITECTURE §1): read path, write path, login, health, the web's runtime config, on the kit's config, logger and NATS bus. */
@Module({})
export class AppModule {
  static forRoot(kit: KitValues): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KitModule.forRoot(kit),
        ThingsModule,
        ActionsModule,
        LoginModule,
        HealthModule,
        ImagesModule,
        WebConfigModule,
        DiscordInteractionsModule,
        TimeModule,
      ],
    };
  }
}
