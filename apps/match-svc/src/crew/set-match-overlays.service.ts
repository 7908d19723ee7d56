import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  CodedError,
  SERVER_TEXT,
  SetMatchOverlaysBodySchema,
  type Actor,
  type SetMatchOverlaysResult,
} from '@castline/contracts';
import { DATA_SOURCE, RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import { hasMatchEditRights } from '@castline/domain';
import { BroadcastAccessClient } from '../broadcast-access/broadcast-access.client.js';
import { MatchEditRepository } from '../matches/match-edit.repository.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { CrewRepository } from './crew.repository.js';
import { CREW_TEXT } from './set-player-relationships.service.js';

/** Most scheduled broadcasts asked about per call (a match sits on a handful of schedules). */
const MAX_SCHEDULE_LOOKUPS = 10;

/**
 * actions/set-match-overlays (broadcast §7, RULES (a)): ME on the match, or BA to a broadcast whose schedule holds
 * the match; writes show_on_overlays (primary) or show_on_secondary_overlays (secondary).
 */
@Injectable()
export class SetMatchOverlaysService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: MatchEditRepository,
    private readonly repository: CrewRepository,
    private readonly projection: RecordProjection,
    private readonly store: RecordStore,
    private readonly access: BroadcastAccessClient,
  ) {}

  async setMatchOverlays(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<SetMatchOverlaysResult> {
    const body = parseBody(SetMatchOverlaysBodySchema, rawBody);
    // The broadcasts whose schedule holds the match and the actor can act on, asked of broadcast-svc before the
    // transaction (no row lock held across the round trip); inside it they must still be on the locked match.
    const reachable = await this.scheduleAccess(actor, body.match);
    const action = 'set-match-overlays';
    const context = { actor: actor.player_id, action, body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.matches.loadForEdit(manager, body.match, actor.player_id);
      if (!ctx) throw new CodedError('NOT_FOUND', CREW_TEXT.unknownMatch);
      const viaSchedule = ctx.match.scheduled_broadcast.some((b) => reachable.has(b));
      if (!viaSchedule && !hasMatchEditRights(actor, ctx.permissionMatch, ctx.relationships)) {
        throw new CodedError('FORBIDDEN', SERVER_TEXT.noMatchPermission);
      }
      const column =
        body.overlayType === 'primary' ? 'show_on_overlays' : 'show_on_secondary_overlays';
      if (ctx.match[column] === body.state) return { match: ctx.match.id, changed: [] };
      ctx.match[column] = body.state;
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action,
          recordId: ctx.match.id,
          changed: { [column]: body.state },
        },
      ]);
      this.matches.updateBeforeProjection(manager, ctx.match.id, { [column]: body.state });
      await this.projection.project(manager, 'match', [ctx.match]);
      return { match: ctx.match.id, changed: [column] };
    });
  }

  /** The scheduled broadcasts of the match the actor has broadcast access to (and whose schedule holds it). */
  private async scheduleAccess(actor: Actor, matchId: string): Promise<Set<string>> {
    const scheduled = await this.repository.findScheduledBroadcasts(
      this.dataSource.manager,
      matchId,
    );
    const reachable = new Set<string>();
    for (const broadcast of scheduled.slice(0, MAX_SCHEDULE_LOOKUPS)) {
      const reply = await this.access.lookup(actor.player_id, broadcast);
      if (reply.access && reply.target?.schedule.includes(matchId)) reachable.add(broadcast);
    }
    return reachable;
  }
}
