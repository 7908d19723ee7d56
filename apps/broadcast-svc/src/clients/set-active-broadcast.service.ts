import { Injectable } from '@nestjs/common';
import {
  CodedError,
  SERVER_TEXT,
  SetActiveBroadcastBodySchema,
  type Actor,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import { BroadcastRepository } from '../broadcasts/broadcast.repository.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { ClientsRepository } from './clients.repository.js';
import {
  pickClient,
  planActiveBroadcast,
  type ActiveBroadcastResult,
} from './plan-active-broadcast.js';

/**
 * actions/set-active-broadcast (broadcast §7, RULES (a)): a client owner picks their client ('self' = the active
 * one) and makes one of its broadcasts active (moved first); one transaction with the client row locked, the
 * client record and its client-{key} mirror (every /client/{key} overlay and the dashboard re-point), the audit
 * entry and the outbox rows. A refused call writes nothing.
 */
@Injectable()
export class SetActiveBroadcastService {
  constructor(
    private readonly broadcasts: BroadcastRepository,
    private readonly clients: ClientsRepository,
    private readonly projection: RecordProjection,
    private readonly store: RecordStore,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async setActiveBroadcast(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ActiveBroadcastResult> {
    const body = parseBody(SetActiveBroadcastBodySchema, rawBody);
    const context = {
      actor: actor.player_id,
      action: 'set-active-broadcast',
      body,
      idempotencyKey,
    };
    return this.unitOfWork.runAction(context, async (manager) => {
      // Client owner (RULES (0)): the owned clients in the order the access rule reads them (by id).
      const owned = await this.broadcasts.findClientsOf(manager, actor.player_id);
      const picked = pickClient(actor.player_id, owned, body.client);
      if (!picked) throw new CodedError('FORBIDDEN', SERVER_TEXT.notLinkedToBroadcast);
      const client = await this.clients.lockClient(manager, picked.id);
      if (!client?.staff.includes(actor.player_id))
        throw new CodedError('FORBIDDEN', SERVER_TEXT.notLinkedToBroadcast);
      const { changes, result } = planActiveBroadcast(client, body.broadcast);
      if (Object.keys(changes).length === 0) return result;
      await this.clients.updateClient(manager, client.id, changes);
      await this.projection.project(manager, 'client', [Object.assign(client, changes)]);
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action: 'set-active-broadcast',
          recordId: client.id,
          changed: changes,
        },
      ]);
      return result;
    });
  }
}
