import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DOMAIN_EVENT_STREAM, LiveMatchChangedEventSchema, SUBJECTS } from '@castline/contracts';
import { DATA_SOURCE, NatsBus, OutboxRelay } from '@castline/nest-kit';
import { BroadcastLiveEntity } from './broadcast-live.entity.js';
import { DerivedRecordsService } from './derived-records.service.js';

/**
 * Keeps the broadcast_live projection from `broadcast.evt.live-match-changed.v1` (a durable JetStream consumer
 * shared by match-svc replicas, so an event is applied once and never lost) and recomputes upcoming/live matches.
 */
@Injectable()
export class BroadcastLiveController implements OnApplicationBootstrap, OnModuleDestroy {
  private stop: (() => void) | null = null;

  constructor(
    private readonly bus: NatsBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly derived: DerivedRecordsService,
    private readonly relay: OutboxRelay,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.stop = await this.bus.consumeDurable(DOMAIN_EVENT_STREAM, 'match-svc-live-match', SUBJECTS.liveMatchChanged, (payload) =>
      this.apply(payload),
    );
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  async apply(payload: unknown): Promise<void> {
    const event = LiveMatchChangedEventSchema.parse(payload);
    const changed = await this.dataSource.transaction(async (manager) => {
      await manager.save(BroadcastLiveEntity, {
        id: event.broadcast,
        live_match: event.live_match ? [event.live_match] : [],
        advertise: event.advertise,
      });
      return this.derived.recompute(manager, ['upcoming', 'live']);
    });
    if (changed.length) void this.relay.kick();
  }
}
