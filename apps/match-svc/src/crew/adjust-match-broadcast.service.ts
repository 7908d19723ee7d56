import { Injectable } from '@nestjs/common';
import {
  AdjustMatchBroadcastBodySchema,
  CodedError,
  MATCH_BROADCAST_LINK_SUBJECT,
  SERVER_TEXT,
  type Actor,
  type AdjustMatchBroadcastResult,
  type MatchBroadcastLinkChangedEvent,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import { isBroadcastManager } from '@castline/domain';
import { BroadcastAccessClient } from '../broadcast-access/broadcast-access.client.js';
import { MatchEditRepository } from '../matches/match-edit.repository.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { CREW_TEXT } from './set-player-relationships.service.js';

export const ADJUST_MATCH_BROADCAST_TEXT = {
  unknownBroadcast: 'That broadcast does not exist.',
} as const;

/**
 * actions/adjust-match-broadcast (RULES (a)): a broadcast manager of the match's event adds the match to, or removes
 * it from, a broadcast's schedule. Both sides of the link are written, each by its owner:
 *
 * match-svc owns the action (the permission reads the match's event staff and relationships, which live here). In one
 * transaction it writes the match's scheduled_broadcast, the record, the audit row and an outbox row for
 * `match.evt.match-broadcast-link-changed.v1` {match, broadcast, scheduled}. After commit the relay publishes it to
 * the DOMAIN_EVENTS stream; broadcast-svc's durable consumer (ScheduleLinkConsumer) applies it exactly once, in
 * version order per link (aggregate `{broadcast}:{match}`), to the broadcast's schedule. The event carries the
 * desired state, not a toggle, so a redelivery or an older event can never undo a newer one. The broadcast must
 * exist: broadcast-svc answers that (with the actor's access, unused here) through `broadcast.qry.access`, asked
 * before the transaction.
 */
@Injectable()
export class AdjustMatchBroadcastService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: MatchEditRepository,
    private readonly projection: RecordProjection,
    private readonly store: RecordStore,
    private readonly access: BroadcastAccessClient,
  ) {}

  async adjustMatchBroadcast(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<AdjustMatchBroadcastResult> {
    const body = parseBody(AdjustMatchBroadcastBodySchema, rawBody);
    const lookup = await this.access.lookup(actor.player_id, body.broadcastID);
    const action = 'adjust-match-broadcast';
    const context = { actor: actor.player_id, action, body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.matches.loadForEdit(manager, body.matchID, actor.player_id);
      if (!ctx) throw new CodedError('NOT_FOUND', CREW_TEXT.unknownMatch);
      // Authorize before looking at the broadcast, so a refusal never depends on the body's contents.
      if (!isBroadcastManager(actor, ctx.permissionMatch.event, ctx.relationships)) {
        throw new CodedError('FORBIDDEN', SERVER_TEXT.notBroadcastManager);
      }
      if (lookup.target?.id !== body.broadcastID) {
        throw new CodedError('NOT_FOUND', ADJUST_MATCH_BROADCAST_TEXT.unknownBroadcast);
      }
      const match = ctx.match;
      const scheduled = body.action === 'add';
      const result = { match: match.id, broadcast: body.broadcastID, scheduled };
      if (match.scheduled_broadcast.includes(body.broadcastID) === scheduled)
        return { ...result, changed: false };
      const next = scheduled
        ? [...match.scheduled_broadcast, body.broadcastID]
        : match.scheduled_broadcast.filter((b) => b !== body.broadcastID);
      await this.matches.update(manager, match.id, { scheduled_broadcast: next });
      match.scheduled_broadcast = next;
      await this.projection.project(manager, 'match', [match]);
      const event: MatchBroadcastLinkChangedEvent = {
        match: match.id,
        broadcast: body.broadcastID,
        scheduled,
      };
      await this.store.emit(
        manager,
        MATCH_BROADCAST_LINK_SUBJECT,
        event,
        `${body.broadcastID}:${match.id}`,
      );
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action,
          recordId: match.id,
          changed: { scheduled_broadcast: next },
        },
      ]);
      return { ...result, changed: true };
    });
  }
}
