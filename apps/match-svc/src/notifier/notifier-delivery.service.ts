import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LOGGER, UnitOfWork, type Logger } from '@castline/nest-kit';
import { CHAT_ADAPTER, ChatDeliveryError, type ChatAdapter } from './chat-adapter.js';
import { NotifierRepository, type NotifierJobRow, type NotifierOp } from './notifier.repository.js';
import { REQUEST_REF_KEYS } from './render-notification.js';
import type { ChatMessage } from './notifier-types.js';

/** How often the queue is looked at without a kick (a retry that became due, another replica's jobs). */
export const NOTIFIER_POLL_MS = 1000;
/** Attempts of one chat operation before it is given up (with an error log line). */
export const NOTIFIER_MAX_ATTEMPTS = 10;

/** The wait before the next attempt: the service's retry_after when it gave one, else 1 s doubling, at most 5 min. */
export function retryDelayMs(attempts: number, retryAfterMs: number | null): number {
  if (retryAfterMs !== null) return Math.max(retryAfterMs, 100);
  return Math.min(1000 * 2 ** Math.max(attempts - 1, 0), 5 * 60_000);
}

type PostOp = Extract<NotifierOp, { kind: 'post' }>;

/**
 * The notifier's delivery queue (RULES b.7 "Chat failures are retried with backoff and logged; they never block or
 * roll back the workflow"). The consumer only queues operations (in its own transaction, after the report's has
 * committed); this worker runs them one at a time per match in queue order, each in a transaction that also
 * keeps the notifier's message references, so a reference is written exactly when its post succeeded. A failed
 * attempt is logged and due again later (429: after retry_after); a refused request or the last attempt fails the
 * operation with an error line, and the match's later operations go on.
 */
@Injectable()
export class NotifierDeliveryService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: NotifierRepository,
    @Inject(CHAT_ADAPTER) private readonly chat: ChatAdapter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), NOTIFIER_POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Runs the due operations now (after the consumer queued some); a kick during a run runs again after it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => {
        this.logger.warn({ err: String(error) }, 'the notifier queue could not be read');
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Runs due operations until none is left. */
  async drain(): Promise<void> {
    while (!this.stopped && (await this.runOne())) {
      /* next */
    }
  }

  /** Runs the next due operation; answers whether there was one. */
  async runOne(): Promise<boolean> {
    let failed: { job: NotifierJobRow; error: unknown } | null = null;
    const found = await this.unitOfWork.run(async (manager) => {
      const job = await this.repository.claimNextJob(manager);
      if (!job) return false;
      try {
        await manager.query('SAVEPOINT notifier_op');
        await this.execute(manager, job);
        await this.repository.finishJob(manager, job.id);
      } catch (error) {
        // Keep the references of what succeeded before the failure out: roll back to the savepoint, then record
        // the attempt (the job row stays locked, so no other replica runs it meanwhile).
        await manager.query('ROLLBACK TO SAVEPOINT notifier_op');
        failed = { job, error };
        await this.recordFailure(manager, job, error);
      }
      return true;
    });
    if (failed) this.logFailure(failed);
    return found;
  }

  private async recordFailure(manager: EntityManager, job: NotifierJobRow, error: unknown) {
    const attempts = job.attempts + 1;
    const retryable = !(error instanceof ChatDeliveryError) || error.retryable;
    const retry =
      retryable && attempts < NOTIFIER_MAX_ATTEMPTS
        ? {
            delayMs: retryDelayMs(
              attempts,
              error instanceof ChatDeliveryError ? error.retryAfterMs : null,
            ),
          }
        : false;
    await this.repository.failJob(manager, job.id, describe(error), retry);
  }

  private logFailure({ job, error }: { job: NotifierJobRow; error: unknown }) {
    const attempts = job.attempts + 1;
    const retryable = !(error instanceof ChatDeliveryError) || error.retryable;
    const fields = {
      job: job.id,
      event_id: job.event_id,
      match: job.match,
      report: job.report,
      op: job.op.kind === 'post' ? job.op.ref : job.op.kind,
      attempts,
      err: describe(error),
    };
    if (retryable && attempts < NOTIFIER_MAX_ATTEMPTS)
      this.logger.warn(fields, 'a chat notification failed; it will be tried again');
    else this.logger.error(fields, 'a chat notification was given up');
  }

  private async execute(manager: EntityManager, job: NotifierJobRow): Promise<void> {
    if (job.op.kind === 'remove-requests') {
      if (!job.report) return;
      await this.remove(
        manager,
        await this.repository.lockReportMessages(manager, job.report, REQUEST_REF_KEYS),
      );
      return;
    }
    await this.post(manager, job, job.op);
  }

  /** Deletes posted messages and forgets their references. */
  private async remove(
    manager: EntityManager,
    rows: { id: string; channel_id: string; message_id: string }[],
  ): Promise<void> {
    for (const row of rows) {
      await this.chat.deleteMessage(row.channel_id, row.message_id);
      await this.repository.deleteMessage(manager, row.id);
    }
  }

  /**
   * Posts a message. One that replaces an older post of its own kind (a newer time change) deletes the old one
   * and posts anew, so its pings notify again; one that replaces another kind in the same channel (the staff ask
   * that replaces the pre-approval notice) edits that message in place.
   */
  private async post(manager: EntityManager, job: NotifierJobRow, op: PostOp): Promise<void> {
    const message = op.message as ChatMessage;
    const [messageKey] = op.ref.split('@');
    if (op.replaces) {
      const older = await this.repository.lockMatchMessages(manager, job.match, op.replaces);
      const inPlace =
        op.replaces !== messageKey ? older.find((r) => r.channel_id === op.channelId) : undefined;
      await this.remove(
        manager,
        older.filter((r) => r !== inPlace),
      );
      if (inPlace) {
        try {
          await this.chat.editMessage(inPlace.channel_id, inPlace.message_id, message);
          await this.repository.rekeyMessage(manager, inPlace.id, {
            report: job.report,
            key: op.ref,
          });
          return;
        } catch (error) {
          // Deleted in the chat meanwhile: post it anew below.
          if (!(error instanceof ChatDeliveryError && error.status === 404)) throw error;
          await this.repository.deleteMessage(manager, inPlace.id);
        }
      }
    }
    const posted = await this.chat.createMessage(op.channelId, message, op.nonce);
    await this.repository.insertMessage(manager, {
      match: job.match,
      report: job.report,
      key: op.ref,
      channel_id: posted.channel_id,
      message_id: posted.id,
    });
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
