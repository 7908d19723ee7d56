import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { CodedError, SERVER_TEXT, type Actor } from '@castline/contracts';
import { DATA_SOURCE, RecordStore, UnitOfWork } from '@castline/nest-kit';
import { hasBroadcastAccess, resolveTargetBroadcast } from '@castline/domain';
import { RecordProjection } from '../projection/record-projection.service.js';
import { BroadcastRepository } from './broadcast.repository.js';
import type { BroadcastEntity } from './broadcast.entity.js';

/** Refusals of the broadcast-scoped actions that the spec and RULES leave unnamed. */
export const BROADCAST_ACTION_TEXT = {
  noBroadcast: 'Your client has no broadcast',
  unknownBroadcast: 'That broadcast does not exist.',
} as const;

/** What a broadcast-scoped action decided for the locked broadcast row. */
export interface BroadcastActionPlan<R> {
  /** Column values to write (only real changes); empty when nothing changes (no write, no audit). */
  readonly changes: Partial<BroadcastEntity>;
  /** The answer's data. */
  readonly result: R;
}

/** One call of a broadcast-scoped action. */
export interface BroadcastActionCall {
  readonly actor: Actor;
  /** The action name (audit entry, idempotency key scope). */
  readonly action: string;
  /** The parsed body (idempotency request hash). */
  readonly body: unknown;
  /** The body's optional `broadcast` key (RULES (0) BA "target broadcast"). */
  readonly requested: string | undefined;
  readonly idempotencyKey?: string | undefined;
}

/**
 * The shared write path of the broadcast-scoped actions (RULES (a) general rules 1, 3, 5): broadcast access to the
 * target broadcast, then one transaction with the row locked, the action's pure plan, the entity update, the record
 * and broadcast-{key} mirror (RecordProjection), the audit entry and the outbox rows. A refusal or a plan that
 * throws writes nothing; a plan without changes writes nothing either (identical data is a no-op).
 */
@Injectable()
export class BroadcastActionRunner {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly repository: BroadcastRepository,
    private readonly projection: RecordProjection,
    private readonly store: RecordStore,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Broadcast access (RULES (0) BA) to the target broadcast; returns the target's id. An actor who owns no client
   * has no broadcast access at all: the common refusal (403), whether or not a broadcast is named.
   */
  async authorize(
    actor: Actor,
    requested: string | undefined,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const clients = await this.repository.findClientsOf(manager, actor.player_id);
    if (clients.length === 0) throw new CodedError('FORBIDDEN', SERVER_TEXT.notLinkedToBroadcast);
    const target = resolveTargetBroadcast(actor.player_id, clients, requested);
    if (!target) throw new CodedError('NOT_FOUND', BROADCAST_ACTION_TEXT.noBroadcast);
    if (!hasBroadcastAccess(actor.player_id, target, clients))
      throw new CodedError('FORBIDDEN', SERVER_TEXT.notLinkedToBroadcast);
    return target;
  }

  /** The target broadcast after authorization, unlocked (for checks that must run outside the transaction). */
  async readAuthorized(actor: Actor, requested: string | undefined): Promise<BroadcastEntity> {
    const target = await this.authorize(actor, requested);
    const broadcast = await this.repository.findBroadcast(this.dataSource.manager, target);
    if (!broadcast) throw new CodedError('NOT_FOUND', BROADCAST_ACTION_TEXT.unknownBroadcast);
    return broadcast;
  }

  /**
   * Runs the action in one transaction: access checked again (a client change since a check outside cannot slip
   * through), the broadcast row locked, `plan` applied to it, and its changes written with record, mirror, audit
   * and outbox rows.
   */
  async run<R>(
    call: BroadcastActionCall,
    plan: (broadcast: BroadcastEntity) => BroadcastActionPlan<R>,
  ): Promise<R> {
    const context = {
      actor: call.actor.player_id,
      action: call.action,
      body: call.body,
      idempotencyKey: call.idempotencyKey,
    };
    return this.unitOfWork.runAction(context, async (manager) => {
      const target = await this.authorize(call.actor, call.requested, manager);
      const broadcast = await this.repository.lockBroadcast(manager, target);
      if (!broadcast) throw new CodedError('NOT_FOUND', BROADCAST_ACTION_TEXT.unknownBroadcast);
      const { changes, result } = plan(broadcast);
      if (Object.keys(changes).length === 0) return result;
      await this.repository.updateBroadcast(manager, broadcast.id, changes);
      await this.projection.project(manager, 'broadcast', [Object.assign(broadcast, changes)]);
      await this.store.audit(manager, [
        {
          actor: call.actor.player_id,
          action: call.action,
          recordId: broadcast.id,
          changed: changes,
        },
      ]);
      return result;
    });
  }
}
