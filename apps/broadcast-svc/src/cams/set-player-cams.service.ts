import { Injectable } from '@nestjs/common';
import {
  CodedError,
  KindsReplySchema,
  SUBJECTS,
  SetPlayerCamsBodySchema,
  ThingsReplySchema,
  type Actor,
} from '@castline/contracts';
import { NatsBus, parseBody } from '@castline/nest-kit';
import { BroadcastActionRunner } from '../broadcasts/broadcast-action-runner.js';
import type { BroadcastEntity } from '../broadcasts/broadcast.entity.js';
import {
  camSlotsOf,
  pickCamGame,
  planPlayerCams,
  type PlayerCamsFacts,
  type PlayerCamsResult,
} from './plan-player-cams.js';

/** The refusal when the game behind the cam slots changed between the checks and the write. */
export const SET_PLAYER_CAMS_TEXT = {
  changedMeanwhile: "The broadcast's live match changed while saving the cams. Please try again.",
} as const;

/** The records the cam slots depend on: the live match (RULES (0) live_match[0]) and the event. */
const gameSources = (broadcast: Pick<BroadcastEntity, 'live_match' | 'event'>) => ({
  match: broadcast.live_match[0] ?? null,
  event: broadcast.event[0] ?? null,
});

/**
 * actions/set-player-cams (broadcast §7, RULES (a)): BA to the target broadcast; the cam slots come from the game
 * profile of the live match's game (else the event's; RULES (e)) and the ids must be Players, both read from
 * match-svc before the transaction; then team_1_player_cams / team_2_player_cams in one transaction
 * (BroadcastActionRunner). Cam overlays re-render from the broadcast record.
 */
@Injectable()
export class SetPlayerCamsService {
  constructor(
    private readonly runner: BroadcastActionRunner,
    private readonly bus: NatsBus,
  ) {}

  async setPlayerCams(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<PlayerCamsResult> {
    const body = parseBody(SetPlayerCamsBodySchema, rawBody);
    // Refuse first (a refusal must not depend on the body), then read what the rules need outside the transaction.
    const broadcast = await this.runner.readAuthorized(actor, body.broadcast);
    const sources = gameSources(broadcast);
    const facts = await this.readFacts(sources, body.cams.flat());
    return this.runner.run(
      { actor, action: 'set-player-cams', body, requested: body.broadcast, idempotencyKey },
      (locked) => {
        const now = gameSources(locked);
        if (now.match !== sources.match || now.event !== sources.event)
          throw new CodedError('CONFLICT', SET_PLAYER_CAMS_TEXT.changedMeanwhile);
        return planPlayerCams(locked, body, facts);
      },
    );
  }

  /** Cam slots (the game of the live match, else of the event) and the kinds of the cam ids, from match-svc. */
  private async readFacts(
    sources: { match: string | null; event: string | null },
    camIds: readonly string[],
  ): Promise<PlayerCamsFacts> {
    const gameIds = [sources.match, sources.event].filter((id): id is string => id !== null);
    const [things, kinds] = await Promise.all([
      gameIds.length === 0
        ? { records: [] }
        : this.bus
            .request(SUBJECTS.match.qry('things'), { ids: gameIds })
            .then((reply) => ThingsReplySchema.parse(reply)),
      camIds.length === 0
        ? { kinds: {} }
        : this.bus
            .request(SUBJECTS.match.qry('kinds'), { ids: [...new Set(camIds)] })
            .then((reply) => KindsReplySchema.parse(reply)),
    ]);
    const byId = new Map(things.records.map((record) => [record.__id, record]));
    const game = pickCamGame(
      sources.match ? byId.get(sources.match) : undefined,
      sources.event ? byId.get(sources.event) : undefined,
    );
    return { slots: camSlotsOf(game), kinds: kinds.kinds };
  }
}
