import type { JsMsg } from '@nats-io/jetstream';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  DEAD_LETTER_STREAM,
  DomainEventEnvelopeSchema,
  SUBJECTS,
  formatZodError,
  type DeadLetter,
  type DomainEventEnvelope,
} from '@castline/contracts';
import type { Logger } from '../logging/logger.js';
import type { NatsBus, StreamSpec } from '../nats/nats-bus.js';
import type { UnitOfWork } from '../outbox/unit-of-work.js';

/** How a domain event ended for one consumer (kept in consumed_events). */
export type ConsumeOutcome = 'applied' | 'superseded' | 'duplicate';

export interface DomainEventConsumerSpec<S extends z.ZodType> {
  /** Durable consumer name, unique per service and event (`match-svc.live-match-changed`). */
  name: string;
  stream: StreamSpec;
  subject: string;
  /** The payload schema; the envelope (event_id, aggregate, version) is checked too. */
  schema: S;
  /**
   * Applies the event inside the consumer's transaction (with the dedupe and cursor rows). `meta.subject` is the
   * event's subject without the NATS prefix (what a wildcard filter such as `report.evt.>` matched).
   */
  apply: (
    manager: EntityManager,
    event: z.infer<S> & DomainEventEnvelope,
    meta: DomainEventMeta,
  ) => Promise<void>;
  /** Deliveries before the event goes to the dead-letter stream (default 5). */
  maxDeliveries?: number;
  /** Delay before the n-th redelivery (default 250 ms doubling, at most 5 s). */
  backoffMs?: (delivery: number) => number;
}

/** Where a domain event came from. */
export interface DomainEventMeta {
  /** The subject without the NATS prefix (`report.evt.score-submitted.v1`). */
  subject: string;
}

export interface DomainEventConsumerDeps {
  bus: NatsBus;
  unitOfWork: UnitOfWork;
  schema: string;
  logger: Logger;
}

const defaultBackoff = (delivery: number) => Math.min(250 * 2 ** (delivery - 1), 5000);

/**
 * A durable JetStream consumer of one domain event that applies every event exactly once and in version order
 * per aggregate (issue: ordered, exactly-once effects). In one transaction with the effect it records the
 * event id (`consumed_events`: a redelivery is a duplicate) and the aggregate's cursor (`event_cursors`): an
 * event older than the last one applied for its aggregate is superseded, never applied over a newer one. A
 * failure is retried with backoff; after `maxDeliveries`, and at once for a malformed message, the message goes
 * to the dead-letter stream with an error log line, and is never silently dropped.
 */
export class DomainEventConsumer<S extends z.ZodType> {
  private stopConsuming: (() => void) | null = null;
  private readonly messageSchema: z.ZodType<z.infer<S> & DomainEventEnvelope>;

  constructor(
    private readonly spec: DomainEventConsumerSpec<S>,
    private readonly deps: DomainEventConsumerDeps,
  ) {
    this.messageSchema = z.intersection(spec.schema, DomainEventEnvelopeSchema);
  }

  async start(): Promise<void> {
    await this.deps.bus.ensureStream(DEAD_LETTER_STREAM);
    this.stopConsuming = await this.deps.bus.consumeDurable(
      this.spec.stream,
      { durable: this.spec.name.replace(/[^A-Za-z0-9_-]/g, '_'), filter: this.spec.subject },
      (msg) => this.onMessage(msg),
    );
  }

  stop(): void {
    this.stopConsuming?.();
    this.stopConsuming = null;
  }

  /** One delivery: parse, apply once in order, ack; retry or dead-letter on failure. */
  async onMessage(msg: JsMsg): Promise<void> {
    let payload: unknown;
    try {
      payload = msg.json();
    } catch {
      await this.deadLetter(msg, null, 'the message is not JSON');
      return;
    }
    const parsed = this.messageSchema.safeParse(payload);
    if (!parsed.success) {
      await this.deadLetter(msg, payload, `invalid message: ${formatZodError(parsed.error)}`);
      return;
    }
    try {
      await this.consume(parsed.data, { subject: this.unprefixed(msg.subject) });
      msg.ack();
    } catch (error) {
      const deliveries = msg.info.deliveryCount;
      const max = this.spec.maxDeliveries ?? 5;
      if (deliveries >= max) {
        await this.deadLetter(msg, payload, error instanceof Error ? error.message : String(error));
        return;
      }
      this.deps.logger.warn(
        {
          consumer: this.spec.name,
          event_id: parsed.data.event_id,
          deliveries,
          err: String(error),
        },
        'could not apply a domain event; it will be delivered again',
      );
      msg.nak((this.spec.backoffMs ?? defaultBackoff)(deliveries));
    }
  }

  private unprefixed(subject: string): string {
    const prefix = `${this.deps.bus.prefix}.`;
    return subject.startsWith(prefix) ? subject.slice(prefix.length) : subject;
  }

  /** Applies an event exactly once, in version order per aggregate; answers what happened. */
  consume(
    event: z.infer<S> & DomainEventEnvelope,
    meta: DomainEventMeta = { subject: this.spec.subject },
  ): Promise<ConsumeOutcome> {
    const { schema } = this.deps;
    const consumer = this.spec.name;
    return this.deps.unitOfWork.run(async (manager) => {
      const fresh = await manager.query<unknown[]>(
        `INSERT INTO "${schema}".consumed_events (consumer, event_id, aggregate, version, outcome)
         VALUES ($1, $2, $3, $4, 'applied') ON CONFLICT DO NOTHING RETURNING 1`,
        [consumer, event.event_id, event.aggregate, event.version],
      );
      if (fresh.length === 0) return 'duplicate';
      await manager.query(
        `INSERT INTO "${schema}".event_cursors (consumer, aggregate, version) VALUES ($1, $2, -1)
         ON CONFLICT DO NOTHING`,
        [consumer, event.aggregate],
      );
      const [cursor] = await manager.query<{ version: string }[]>(
        `SELECT version FROM "${schema}".event_cursors WHERE consumer = $1 AND aggregate = $2 FOR UPDATE`,
        [consumer, event.aggregate],
      );
      if (cursor && Number(cursor.version) >= event.version) {
        await manager.query(
          `UPDATE "${schema}".consumed_events SET outcome = 'superseded' WHERE consumer = $1 AND event_id = $2`,
          [consumer, event.event_id],
        );
        return 'superseded';
      }
      await this.spec.apply(manager, event, meta);
      await manager.query(
        `UPDATE "${schema}".event_cursors SET version = $3 WHERE consumer = $1 AND aggregate = $2`,
        [consumer, event.aggregate, event.version],
      );
      return 'applied';
    });
  }

  private async deadLetter(msg: JsMsg, payload: unknown, reason: string): Promise<void> {
    const letter: DeadLetter = {
      consumer: this.spec.name,
      subject: msg.subject,
      stream_sequence: msg.seq,
      deliveries: msg.info.deliveryCount,
      reason,
      payload,
      at: new Date().toISOString(),
    };
    try {
      await this.deps.bus.jsPublish(
        SUBJECTS.deadLetter(this.spec.name),
        letter,
        `${this.spec.name}:dead:${msg.seq}`,
      );
    } catch (error) {
      // Not parked: leave it to JetStream's redelivery rather than lose it.
      this.deps.logger.error(
        { consumer: this.spec.name, err: String(error) },
        'could not park a dead letter',
      );
      msg.nak(5000);
      return;
    }
    this.deps.logger.error(
      {
        consumer: this.spec.name,
        subject: msg.subject,
        stream_sequence: msg.seq,
        deliveries: letter.deliveries,
        reason,
      },
      'moved a domain event to the dead-letter stream',
    );
    msg.term(reason.slice(0, 200));
  }
}
