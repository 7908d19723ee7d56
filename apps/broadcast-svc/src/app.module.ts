import { Module } from '@nestjs/common';
import { ThingsController } from './things/things.controller.js';
import { BroadcastsController } from './broadcasts/broadcasts.controller.js';
import { UpdateBroadcastService } from './broadcasts/update-broadcast.service.js';
import { BroadcastRepository } from './broadcasts/broadcast.repository.js';
import { LiveMatchEvents } from './broadcasts/live-match-events.js';
import { RecordProjection } from './projection/record-projection.service.js';
import { MirrorRecordsService } from './derived/mirror-records.service.js';
import { Clock } from './derived/clock.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { BroadcastRebuilder } from './broadcast-rebuilder.js';
import { ReadModelController } from './derived/read-model.controller.js';
import { ClientsController } from './clients/clients.controller.js';
import { ClientsRepository } from './clients/clients.repository.js';
import { BroadcastAccessController } from './access/broadcast-access.controller.js';
import { BroadcastAccessService } from './access/broadcast-access.service.js';
import { ScheduleLinkConsumer } from './schedule/schedule-link.consumer.js';
import { BroadcastActionRunner } from './broadcasts/broadcast-action-runner.js';
import { SetObserverSettingService } from './broadcasts/set-observer-setting.service.js';
import { UpdateGfxIndexService } from './broadcasts/update-gfx-index.service.js';
import { CamsController } from './cams/cams.controller.js';
import { SetPlayerCamsService } from './cams/set-player-cams.service.js';
import { BreakController } from './break/break.controller.js';
import { UpdateBreakService } from './break/update-break.service.js';
import { SetActiveBroadcastService } from './clients/set-active-broadcast.service.js';

@Module({
  controllers: [
    ThingsController,
    BroadcastsController,
    ClientsController,
    ReadModelController,
    BroadcastAccessController,
    CamsController,
    BreakController,
  ],
  providers: [
    Clock,
    MirrorRecordsService,
    RecordProjection,
    BroadcastRepository,
    ClientsRepository,
    LiveMatchEvents,
    ScheduleLinkConsumer,
    UpdateBroadcastService,
    BroadcastActionRunner,
    SetObserverSettingService,
    UpdateGfxIndexService,
    SetPlayerCamsService,
    UpdateBreakService,
    SetActiveBroadcastService,
    BroadcastAccessService,
    DemoSeedService,
    BroadcastRebuilder,
  ],
})
export class BroadcastAppModule {}
