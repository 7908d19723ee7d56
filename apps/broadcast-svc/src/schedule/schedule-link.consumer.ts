import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DOMAIN_EVENT_STREAM,
  MATCH_BROADCAST_LINK_SUBJECT,
  MatchBroadcastLinkChangedEventSchema,
  type MatchBroadcastLinkChangedEvent,
} from '@castline/contracts';
import { DomainEventConsumer, LOGGER, NatsBus, UnitOfWork, type Logger } from '@castline/nest-kit';
import { BroadcastRepository } from '../broadcasts/broadcast.repository.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { BROADCAST_SCHEMA } from '../database/data-source.js';

/** The durable consumer of `match.evt.match-broadcast-link-changed.v1` in broadcast-svc. */
export const SCHEDULE_LINK_CONSUMER = 'broadcast-svc.match-broadcast-link-changed';

/** The broadcast's schedule with the match in it (appended) or out of it, as the event says. */
export function applyScheduleLink(
  schedule: readonly string[],
  event: MatchBroadcastLinkChangedEvent,
): string[] {
  const without = schedule.filter((id) => id !== event.match);
  if (!event.scheduled) return without;
  return schedule.includes(event.match) ? [...schedule] : [...schedule, event.match];
}

/**
 * broadcast-svc's side of actions/adjust-match-broadcast (RULES (a); ARCHITECTURE "Write path"): match-svc owns the
 * action and commits the match's scheduled_broadcast with an outbox row for this event; this durable consumer
 * (shared by the replicas) writes the broadcast's schedule, its record and its broadcast-{key} mirror in one
 * transaction with the consumer's dedupe and cursor rows, so each event is applied exactly once and never over a
 * newer one of the same link. An event for a broadcast that no longer exists changes nothing.
 */
@Injectable()
export class ScheduleLinkConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer: DomainEventConsumer<typeof MatchBroadcastLinkChangedEventSchema> | null = null;

  constructor(
    private readonly bus: NatsBus,
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: BroadcastRepository,
    private readonly projection: RecordProjection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = new DomainEventConsumer(
      {
        name: SCHEDULE_LINK_CONSUMER,
        stream: DOMAIN_EVENT_STREAM,
        subject: MATCH_BROADCAST_LINK_SUBJECT,
        schema: MatchBroadcastLinkChangedEventSchema,
        apply: (manager, event) => this.apply(manager, event),
      },
      { bus: this.bus, unitOfWork: this.unitOfWork, schema: BROADCAST_SCHEMA, logger: this.logger },
    );
    await this.consumer.start();
  }

  onModuleDestroy(): void {
    this.consumer?.stop();
  }

  /** Applies one link change (inside the consumer's transaction). */
  async apply(manager: EntityManager, event: MatchBroadcastLinkChangedEvent): Promise<void> {
    const broadcast = await this.repository.lockBroadcast(manager, event.broadcast);
    if (!broadcast) return;
    const schedule = applyScheduleLink(broadcast.schedule, event);
    if (
      schedule.length === broadcast.schedule.length &&
      schedule.every((id, i) => id === broadcast.schedule[i])
    )
      return;
    await this.repository.updateBroadcast(manager, broadcast.id, { schedule });
    broadcast.schedule = schedule;
    await this.projection.project(manager, 'broadcast', [broadcast]);
  }
}
