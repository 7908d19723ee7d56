import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CodedError,
  SUBJECTS,
  UpdateBroadcastBodySchema,
  KindsReplySchema,
  type Actor,
  type UpdateBroadcastBody,
} from '@castline/contracts';
import { DATA_SOURCE, NatsBus, RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import { validateManualGuests } from '@castline/domain';
import { Clock } from '../derived/clock.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { checkBroadcastReferences, listBroadcastReferences } from './check-broadcast-references.js';
import { LiveMatchEvents } from './live-match-events.js';
import { planBroadcastUpdate, type UpdateBroadcastField } from './plan-broadcast-update.js';
import type { BroadcastEntity } from './broadcast.entity.js';
import { BROADCAST_ACTION_TEXT, BroadcastActionRunner } from './broadcast-action-runner.js';

/** Refusals of this use case that the spec and RULES leave unnamed (those of every broadcast-scoped action). */
export const UPDATE_BROADCAST_TEXT = BROADCAST_ACTION_TEXT;

export interface UpdateBroadcastResult {
  broadcast: string;
  changed: UpdateBroadcastField[];
}

/**
 * actions/update-broadcast (broadcast §7, RULES (a)): BA to the target broadcast; body rules (references, guest
 * lines); one transaction with the entity update, the record + broadcast-{key} mirror writes, the audit entry and,
 * when live_match or advertise changed, `broadcast.evt.live-match-changed.v1`. A refused call writes nothing.
 */
@Injectable()
export class UpdateBroadcastService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly repository: BroadcastRepository,
    private readonly projection: RecordProjection,
    private readonly liveMatch: LiveMatchEvents,
    private readonly store: RecordStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly bus: NatsBus,
    private readonly clock: Clock,
    private readonly access: BroadcastActionRunner,
  ) {}

  async updateBroadcast(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<UpdateBroadcastResult> {
    const body = parseBody(UpdateBroadcastBodySchema, rawBody);
    // Authorize first (a refusal must not depend on the body's contents), then check the body against other data.
    await this.authorize(this.dataSource.manager, actor, body);
    this.checkManualGuests(body.manualGuests);
    await this.checkReferences(body);

    // The NATS round trip above runs outside the transaction (no row lock held while waiting); access is checked
    // again inside it, so a client change in between cannot slip through.
    const context = { actor: actor.player_id, action: 'update-broadcast', body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const target = await this.authorize(manager, actor, body);
      const broadcast = await this.repository.lockBroadcast(manager, target);
      if (!broadcast) throw new CodedError('NOT_FOUND', UPDATE_BROADCAST_TEXT.unknownBroadcast);
      const plan = planBroadcastUpdate(broadcast, body, this.clock.now());
      if (plan.changed.length === 0) return { broadcast: broadcast.id, changed: plan.changed };

      const previousLiveMatch = broadcast.live_match;
      await this.repository.updateBroadcast(manager, broadcast.id, plan.changes);
      const updated: BroadcastEntity = Object.assign(broadcast, plan.changes);
      await this.projection.project(manager, 'broadcast', [updated]);
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action: 'update-broadcast',
          recordId: broadcast.id,
          changed: Object.fromEntries(plan.changed.map((field) => [field, body[field] ?? null])),
        },
      ]);
      if (plan.liveMatchAffected)
        await this.liveMatch.emitChange(manager, updated, previousLiveMatch);
      return { broadcast: broadcast.id, changed: plan.changed };
    });
  }

  /** Broadcast access (RULES (0) BA) to the target broadcast; returns the target's id. */
  private authorize(
    manager: EntityManager,
    actor: Actor,
    body: UpdateBroadcastBody,
  ): Promise<string> {
    return this.access.authorize(actor, body.broadcast, manager);
  }

  /** manualGuests: every line passes the guest rules of public-site §5, refused with the same texts (RULES (a)). */
  private checkManualGuests(manualGuests: string | null | undefined): void {
    const result = validateManualGuests(manualGuests);
    if (result.valid) return;
    const messages = [...new Set(result.errors.map((e) => e.message))];
    throw new CodedError('BAD_REQUEST', messages.join('; '), { errors: result.errors });
  }

  /** Match / Team / Hero / Player / News item references, checked against match-svc's records (`match.qry.kinds`). */
  private async checkReferences(body: UpdateBroadcastBody): Promise<void> {
    const ids = [...new Set(listBroadcastReferences(body).map((r) => r.id))];
    if (ids.length === 0) return;
    const { kinds } = KindsReplySchema.parse(
      await this.bus.request(SUBJECTS.match.qry('kinds'), { ids }),
    );
    const problem = checkBroadcastReferences(body, kinds);
    if (problem) throw new CodedError('BAD_REQUEST', problem);
  }
}
