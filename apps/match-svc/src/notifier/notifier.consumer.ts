import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import {
  BracketResolveConflictEventSchema,
  DOMAIN_EVENT_STREAM,
  ReportEventPayloadSchema,
  SUBJECTS,
  TimeChangeAnnouncedEventSchema,
  type DomainEventEnvelope,
} from '@castline/contracts';
import {
  APP_CONFIG,
  DomainEventConsumer,
  LOGGER,
  NatsBus,
  UnitOfWork,
  type DomainEventMeta,
  type Logger,
} from '@castline/nest-kit';
import type { MatchConfig } from '../config/match-config.js';
import { MATCH_SCHEMA } from '../database/data-source.js';
import { NotifierDeliveryService } from './notifier-delivery.service.js';
import { NotifierRepository, type NotifierOp } from './notifier.repository.js';
import { planFor, planNotifications } from './plan-notifications.js';
import { readNotifierSettings } from './read-notifier-settings.js';
import { refKey, renderNotification } from './render-notification.js';
import type { NotifierContext } from './notifier-types.js';

/** The notifier's durable consumers (one per subject filter; each keeps its own dedupe rows and cursors). */
export const NOTIFIER_CONSUMERS = {
  reports: 'match-svc.notifier.reports',
  timeChanges: 'match-svc.notifier.time-changes',
  conflicts: 'match-svc.notifier.resolve-conflicts',
} as const;

/** What one event says, whatever its subject: which match (and report), who acted, and why (failures, conflicts). */
export interface NotifierEvent {
  event_id: string;
  match: string;
  report: string | null;
  actor: NotifierContext['actor'];
  reason: string | null;
}

/** Discord's nonce (at most 25 characters): the same for every attempt of one step of one event. */
export const notifierNonce = (eventId: string, step: number) =>
  createHash('sha256').update(`${eventId}:${step}`).digest('base64url').slice(0, 25);

/**
 * The notifier (RULES b.7): durable JetStream consumers of `report.evt.>`, `match.evt.time-change-announced.v1` and
 * `bracket.evt.resolve-conflict.v1`. For each event, exactly once (the consumer's dedupe rows), it reads the match,
 * its teams, the event's blocks and the report as they are now, follows the event's plan from libs/domain, renders
 * each message and queues it for NotifierDeliveryService in the same transaction. Nothing here calls the chat, so a
 * chat outage never holds or fails an event, and a redelivered event queues nothing twice.
 */
@Injectable()
export class NotifierConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumers: { stop(): void }[] = [];

  constructor(
    private readonly bus: NatsBus,
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: NotifierRepository,
    private readonly delivery: NotifierDeliveryService,
    @Inject(APP_CONFIG) private readonly config: MatchConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.startConsumer(
      NOTIFIER_CONSUMERS.reports,
      SUBJECTS.reportEvents,
      ReportEventPayloadSchema,
      (e) => ({
        event_id: e.event_id,
        match: e.match,
        report: e.report,
        actor: { team: e.actor.team, staff: e.actor.staff },
        reason: e.reason ?? null,
      }),
    );
    await this.startConsumer(
      NOTIFIER_CONSUMERS.timeChanges,
      SUBJECTS.timeChangeAnnounced,
      TimeChangeAnnouncedEventSchema,
      (e) => ({
        event_id: e.event_id,
        match: e.match,
        report: null,
        actor: { team: null, staff: false },
        reason: null,
      }),
    );
    await this.startConsumer(
      NOTIFIER_CONSUMERS.conflicts,
      SUBJECTS.bracketResolveConflict,
      BracketResolveConflictEventSchema,
      (e) => ({
        event_id: e.event_id,
        match: e.match,
        report: null,
        actor: { team: null, staff: false },
        reason: e.message,
      }),
    );
    if (!this.config.DISCORD_BOT_TOKEN)
      this.logger.info('notifier: no DISCORD_BOT_TOKEN, chat messages are logged, not posted');
  }

  onModuleDestroy(): void {
    for (const consumer of this.consumers) consumer.stop();
  }

  private async startConsumer<S extends z.ZodType>(
    name: string,
    subject: string,
    schema: S,
    read: (event: z.infer<S> & DomainEventEnvelope) => NotifierEvent,
  ): Promise<void> {
    const consumer = new DomainEventConsumer(
      {
        name,
        stream: DOMAIN_EVENT_STREAM,
        subject,
        schema,
        apply: (manager, event, meta) => this.apply(manager, read(event), meta),
      },
      { bus: this.bus, unitOfWork: this.unitOfWork, schema: MATCH_SCHEMA, logger: this.logger },
    );
    await consumer.start();
    this.consumers.push(consumer);
  }

  /** Queues the chat operations of one event (inside the consumer's transaction). */
  async apply(manager: EntityManager, event: NotifierEvent, meta: DomainEventMeta): Promise<void> {
    const plan = planFor(meta.subject);
    if (!plan || plan.length === 0) return;
    const loaded = await this.repository.loadContext(
      manager,
      { match: event.match, report: event.report },
      { siteUrl: this.config.PUBLIC_URL, actor: event.actor, reason: event.reason },
    );
    if (!loaded) return;
    const { context, blocks } = loaded;
    const planned = planNotifications(plan, {
      settings: readNotifierSettings(blocks),
      type:
        context.report?.type ??
        (meta.subject === SUBJECTS.timeChangeAnnounced ? 'reschedule' : 'score'),
      approvedByStaff: context.report?.approved_by_staff ?? false,
    });
    const ops: NotifierOp[] = [];
    planned.forEach((step, index) => {
      if (step.action === 'remove-requests') {
        ops.push({ kind: 'remove-requests' });
        return;
      }
      const message = renderNotification(step.step.message, step.step.recipient, context);
      if (!message) return;
      ops.push({
        kind: 'post',
        ref: refKey(step.step.message, step.step.recipient),
        channelId: step.channelId,
        message,
        replaces: step.step.replaces ?? null,
        nonce: notifierNonce(event.event_id, index),
      });
    });
    await this.repository.insertJobs(
      manager,
      ops.map((op, step) => ({
        event_id: event.event_id,
        step,
        lane: event.match,
        match: event.match,
        report: event.report,
        op,
      })),
    );
    if (ops.length) setTimeout(() => this.delivery.kick(), 20).unref();
  }
}
