import { Injectable } from '@nestjs/common';
import {
  BroadcastAccessReplySchema,
  CodedError,
  SERVER_TEXT,
  SUBJECTS,
  type Actor,
  type BroadcastAccessReply,
  type BroadcastAccessTarget,
} from '@castline/contracts';
import { NatsBus } from '@castline/nest-kit';

/** A target broadcast the actor has broadcast access to, with its live match (RULES (0) "Live match of B"). */
export interface LiveMatchTarget {
  readonly target: BroadcastAccessTarget;
  readonly liveMatchId: string;
}

/**
 * match-svc's side of `broadcast.qry.access` (RULES (0) "BA", "Live match of B"; RULES (a) rule 3): the one place
 * match-svc asks broadcast-svc which broadcast a broadcast-scoped action targets (the body's optional `broadcast`
 * key, else the active broadcast of the actor's active client) and whether the actor may act on it.
 *
 * Call it before opening the action's transaction: it is a NATS round trip, and a transaction must not hold row
 * locks while it waits on another service. Match-edit rights (ME) on the match are then checked inside the
 * transaction, on the locked match row.
 */
@Injectable()
export class BroadcastAccessClient {
  constructor(private readonly bus: NatsBus) {}

  /** The raw answer of broadcast-svc (UNAVAILABLE when it does not answer). */
  async lookup(playerId: string, broadcast?: string | null): Promise<BroadcastAccessReply> {
    return BroadcastAccessReplySchema.parse(
      await this.bus.request(SUBJECTS.broadcast.qry('access'), {
        player_id: playerId,
        broadcast: broadcast ?? null,
      }),
    );
  }

  /** The target broadcast, or FORBIDDEN 'You are not linked to this broadcast'. */
  async requireAccess(actor: Actor, broadcast?: string | null): Promise<BroadcastAccessTarget> {
    const reply = await this.lookup(actor.player_id, broadcast);
    if (!reply.access || !reply.target) {
      throw new CodedError('FORBIDDEN', SERVER_TEXT.notLinkedToBroadcast);
    }
    return reply.target;
  }

  /**
   * The target broadcast and its live match: FORBIDDEN 'You are not linked to this broadcast' without access,
   * then PRECONDITION_FAILED 'There is no live match' when its live_match list is empty.
   */
  async requireLiveMatch(actor: Actor, broadcast?: string | null): Promise<LiveMatchTarget> {
    const target = await this.requireAccess(actor, broadcast);
    if (!target.live_match) throw new CodedError('PRECONDITION_FAILED', SERVER_TEXT.noLiveMatch);
    return { target, liveMatchId: target.live_match };
  }
}
