import { Module } from '@nestjs/common';
import { ThingsController } from './things/things.controller.js';
import { AttachmentsController } from './themes/attachments.controller.js';
import { StreamPresenceController } from './streams/stream-presence.controller.js';
import { MatchesController } from './matches/matches.controller.js';
import { MatchDataService } from './matches/match-data.service.js';
import { MatchEditRepository } from './matches/match-edit.repository.js';
import { ResultEffectsService } from './matches/result-effects.service.js';
import { BracketResolveService } from './brackets/bracket-resolve.service.js';
import { RecordProjection } from './projection/record-projection.service.js';
import { DerivedRecordsService } from './derived/derived-records.service.js';
import { BroadcastLiveController } from './derived/broadcast-live.controller.js';
import { ReadModelController } from './derived/read-model.controller.js';
import { Clock } from './derived/clock.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { MatchRebuilder } from './match-rebuilder.js';
import { PlayersController } from './players/players.controller.js';
import { PlayersRepository } from './players/players.repository.js';
import { CreatePlayerService } from './players/create-player.service.js';
import { UpdateProfileService } from './players/update-profile.service.js';
import { BroadcastAccessClient } from './broadcast-access/broadcast-access.client.js';
import { MatchMapsController } from './matches/match-maps.controller.js';
import { MatchMapsService } from './matches/match-maps.service.js';
import { MatchMapsRepository } from './matches/match-maps.repository.js';
import { LiveMatchService } from './matches/live-match.service.js';
import { CrewController } from './crew/crew.controller.js';
import { CrewRepository } from './crew/crew.repository.js';
import { SetPlayerRelationshipsService } from './crew/set-player-relationships.service.js';
import { SetMatchOverlaysService } from './crew/set-match-overlays.service.js';
import { AdjustMatchBroadcastService } from './crew/adjust-match-broadcast.service.js';
import { ResolveEntireBracketService } from './brackets/resolve-entire-bracket.service.js';
import { ReportsController } from './reports/reports.controller.js';
import { ReportRepository } from './reports/report.repository.js';
import { ReportQueueService } from './reports/report-queue.service.js';
import { ReportWriter } from './reports/report-writer.service.js';
import { ReportSupersedeService } from './reports/report-supersede.service.js';
import { ReportWorkflowService } from './reports/report-workflow.service.js';
import { ScoreReportsService } from './reports/score-reports.service.js';
import { ReschedulesService } from './reports/reschedules.service.js';
import { NotifierRepository } from './notifier/notifier.repository.js';
import { NotifierDeliveryService } from './notifier/notifier-delivery.service.js';
import { NotifierConsumer } from './notifier/notifier.consumer.js';
import { ReportChatSummaryController } from './notifier/report-chat-summary.controller.js';
import { chatAdapterProvider } from './notifier/chat-adapter.provider.js';
import { EventsController } from './events/events.controller.js';
import { EventsRepository } from './events/events.repository.js';
import { SetEventSettingsService } from './events/set-event-settings.service.js';

@Module({
  controllers: [
    ThingsController,
    MatchesController,
    MatchMapsController,
    CrewController,
    ReportsController,
    EventsController,
    AttachmentsController,
    StreamPresenceController,
    PlayersController,
    ReadModelController,
    ReportChatSummaryController,
  ],
  providers: [
    Clock,
    RecordProjection,
    DerivedRecordsService,
    BroadcastLiveController,
    MatchEditRepository,
    MatchDataService,
    ResultEffectsService,
    BracketResolveService,
    PlayersRepository,
    CreatePlayerService,
    UpdateProfileService,
    BroadcastAccessClient,
    MatchMapsService,
    MatchMapsRepository,
    LiveMatchService,
    CrewRepository,
    SetPlayerRelationshipsService,
    SetMatchOverlaysService,
    AdjustMatchBroadcastService,
    ResolveEntireBracketService,
    ReportRepository,
    ReportQueueService,
    ReportWriter,
    ReportSupersedeService,
    ReportWorkflowService,
    ScoreReportsService,
    ReschedulesService,
    EventsRepository,
    SetEventSettingsService,
    DemoSeedService,
    MatchRebuilder,
    NotifierRepository,
    chatAdapterProvider,
    NotifierDeliveryService,
    NotifierConsumer,
  ],
})
export class MatchAppModule {}
