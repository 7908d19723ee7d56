import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DOMAIN_EVENT_STREAM,
  LiveMatchChangedEventSchema,
  SUBJECTS,
  type DomainEventEnvelope,
  type LiveMatchChangedEvent,
} from '@castline/contracts';
import { DomainEventConsumer, LOGGER, NatsBus, UnitOfWork, type Logger } from '@castline/nest-kit';
import { BroadcastLiveEntity } from './broadcast-live.entity.js';
import { DerivedRecordsService } from './derived-records.service.js';
import { MATCH_SCHEMA } from '../database/data-source.js';

/** The durable consumer of `broadcast.evt.live-match-changed.v1` in match-svc. */
export const LIVE_MATCH_CONSUMER = 'match-svc.live-match-changed';

/**
 * Keeps the broadcast_live projection from `broadcast.evt.live-match-changed.v1` and recomputes upcoming/live
 * matches. A DomainEventConsumer shared by the match-svc replicas: each event applied exactly once, in version
 * order per broadcast (an older event never overwrites a newer live match), a failing one retried and then
 * parked on the dead-letter stream.
 */
@Injectable()
export class BroadcastLiveController implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer: DomainEventConsumer<typeof LiveMatchChangedEventSchema> | null = null;

  constructor(
    private readonly bus: NatsBus,
    private readonly unitOfWork: UnitOfWork,
    private readonly derived: DerivedRecordsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = new DomainEventConsumer(
      {
        name: LIVE_MATCH_CONSUMER,
        stream: DOMAIN_EVENT_STREAM,
        subject: SUBJECTS.liveMatchChanged,
        schema: LiveMatchChangedEventSchema,
        apply: (manager, event) => this.apply(manager, event),
      },
      { bus: this.bus, unitOfWork: this.unitOfWork, schema: MATCH_SCHEMA, logger: this.logger },
    );
    await this.consumer.start();
  }

  onModuleDestroy(): void {
    this.consumer?.stop();
  }

  /** Applies one live-match change (inside the consumer's transaction). */
  async apply(
    manager: EntityManager,
    event: LiveMatchChangedEvent & Partial<DomainEventEnvelope>,
  ): Promise<void> {
    await manager.save(BroadcastLiveEntity, {
      id: event.broadcast,
      live_match: event.live_match ? [event.live_match] : [],
      advertise: event.advertise,
    });
    await this.derived.recompute(manager, ['upcoming', 'live']);
  }
}
