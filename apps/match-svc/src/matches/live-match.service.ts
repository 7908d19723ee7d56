import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CodedError,
  MultiMapWinBodySchema,
  SERVER_TEXT,
  SUBJECTS,
  ToggleFlipTeamsBodySchema,
  UpdateLiveMatchMapDataBodySchema,
  type Actor,
  type MultiMapWinResult,
  type ToggleFlipTeamsResult,
  type UpdateLiveMatchMapDataResult,
} from '@castline/contracts';
import { NatsBus, RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import {
  applyLiveMapData,
  applyMultiMapWin,
  checkMatchScores,
  generateRecordId,
  getCurrentMap,
  hasMatchEditRights,
  type EditorMap,
  type StoredEditorMap,
} from '@castline/domain';
import { MatchEditRepository, type MatchEditContext } from './match-edit.repository.js';
import { MatchMapsService, MAP_TEXT } from './match-maps.service.js';
import { definedFields } from './match-maps.repository.js';
import { ResultEffectsService } from './result-effects.service.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { DerivedRecordsService } from '../derived/derived-records.service.js';
import { BroadcastAccessClient } from '../broadcast-access/broadcast-access.client.js';

/** Refusals of the live-match actions (RULES (a) multi-map-win, update-live-match-map-data). */
export const LIVE_MATCH_TEXT = {
  notEnoughTeams: 'The live match needs two teams for a map win.',
  matchDecided: 'The live match is already decided.',
  passesFirstTo: (firstTo: number) => `A map win would take the score past first to ${firstTo}.`,
} as const;

const newId = () => generateRecordId((n) => randomBytes(n));

/**
 * The broadcast-scoped actions on the live match of the target broadcast (RULES (a): BA + ME on the live match):
 * toggle-flip-teams, multi-map-win and update-live-match-map-data. Broadcast access and the live match come from
 * broadcast-svc (BroadcastAccessClient, before the transaction); ME is checked on the locked match row.
 */
@Injectable()
export class LiveMatchService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly access: BroadcastAccessClient,
    private readonly matches: MatchEditRepository,
    private readonly maps: MatchMapsService,
    private readonly projection: RecordProjection,
    private readonly effects: ResultEffectsService,
    private readonly derived: DerivedRecordsService,
    private readonly store: RecordStore,
    private readonly bus: NatsBus,
  ) {}

  /** The live match locked for an edit, with ME checked; a live match id with no match row means no live match. */
  private async loadLiveMatch(
    manager: EntityManager,
    actor: Actor,
    liveMatchId: string,
  ): Promise<MatchEditContext> {
    const ctx = await this.matches.loadForEdit(manager, liveMatchId, actor.player_id);
    if (!ctx) throw new CodedError('PRECONDITION_FAILED', SERVER_TEXT.noLiveMatch);
    if (!hasMatchEditRights(actor, ctx.permissionMatch, ctx.relationships)) {
      throw new CodedError('FORBIDDEN', SERVER_TEXT.noMatchPermission);
    }
    return ctx;
  }

  /** The result-change effects of update-match-data (RULES (a)): bracket resolve, standings, upcoming matches. */
  private async onResultChange(manager: EntityManager, ctx: MatchEditContext): Promise<void> {
    await this.effects.onResultChange(manager, ctx.match);
    await this.derived.recompute(manager, ['upcoming', 'streams']);
  }

  /** actions/toggle-flip-teams: live match flip_teams ← not flip_teams (team order, scores and maps unchanged). */
  async toggleFlipTeams(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ToggleFlipTeamsResult> {
    const body = parseBody(ToggleFlipTeamsBodySchema, rawBody);
    const { liveMatchId } = await this.access.requireLiveMatch(actor, body.broadcast);
    const context = { actor: actor.player_id, action: 'toggle-flip-teams', body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.loadLiveMatch(manager, actor, liveMatchId);
      const flipTeams = !ctx.match.flip_teams;
      ctx.match.flip_teams = flipTeams;
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action: 'toggle-flip-teams',
          recordId: ctx.match.id,
          changed: { flip_teams: flipTeams },
        },
      ]);
      this.matches.updateBeforeProjection(manager, ctx.match.id, { flip_teams: flipTeams });
      await this.projection.project(manager, 'match', [ctx.match]);
      return { match: ctx.match.id, flip_teams: flipTeams };
    });
  }

  /**
   * actions/multi-map-win: the first map with no winner, draw or banner gets the team as winner (a map entry is
   * appended when there is none; applyMultiMapWin), the team's score goes up by 1, and the result-change effects
   * run. unsetMapAttack clears the broadcast's map_attack.
   */
  async multiMapWin(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<MultiMapWinResult> {
    const body = parseBody(MultiMapWinBodySchema, rawBody);
    const { target, liveMatchId } = await this.access.requireLiveMatch(actor, body.broadcast);
    const context = { actor: actor.player_id, action: 'multi-map-win', body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.loadLiveMatch(manager, actor, liveMatchId);
      const loaded = await this.maps.loadMaps(manager, ctx);
      const m = ctx.match;
      const win = applyMultiMapWin(
        {
          teams: m.teams,
          score_1: m.score_1,
          score_2: m.score_2,
          first_to: m.first_to,
          maps: loaded.maps,
        },
        body.teamNum,
      );
      if (!win.ok) {
        const message =
          win.code === 'not-enough-teams'
            ? LIVE_MATCH_TEXT.notEnoughTeams
            : win.code === 'match-decided'
              ? LIVE_MATCH_TEXT.matchDecided
              : LIVE_MATCH_TEXT.passesFirstTo(m.first_to ?? 0);
        throw new CodedError('PRECONDITION_FAILED', message);
      }
      const next = withIds(win.maps);
      const map = next[win.index];
      if (!map) throw new CodedError('INTERNAL', SERVER_TEXT.internal);
      await this.maps.writeMaps(manager, ctx, loaded, next);
      await this.matches.update(manager, m.id, { score_1: win.score_1, score_2: win.score_2 });
      Object.assign(m, { score_1: win.score_1, score_2: win.score_2 });
      await this.projection.project(manager, 'match', [m]);
      await this.onResultChange(manager, ctx);
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action: 'multi-map-win',
          recordId: m.id,
          changed: {
            map: map.id,
            winner: map.winner ?? null,
            score_1: win.score_1,
            score_2: win.score_2,
          },
        },
      ]);
      // map_attack is a broadcast field, owned by broadcast-svc: rather than a second writer of broadcast rows, we
      // send broadcast-svc its own update-broadcast command ({broadcast, mapAttack: null}) as the same actor, so its
      // access check, audit, derived mirrors and outbox apply unchanged (a no-op when map_attack is already empty).
      // It is the last step inside our transaction: every refusal above has happened by then, and if broadcast-svc
      // fails the map win rolls back too, so the caller can simply retry (setting null twice is harmless).
      if (body.unsetMapAttack) {
        await this.bus.request(SUBJECTS.broadcast.cmd('update-broadcast'), {
          actor,
          body: { broadcast: target.id, mapAttack: null },
        });
      }
      return {
        match: m.id,
        map: map.id,
        created: win.maps.length > loaded.maps.length,
        score_1: win.score_1,
        score_2: win.score_2,
        mapAttackUnset: body.unsetMapAttack === true,
        message: MAP_TEXT.scoreSet(win.score_1, win.score_2),
      };
    });
  }

  /**
   * actions/update-live-match-map-data: the sent fields go to the current map (appended when the match has none),
   * under the update-map-data rules; a winner sets the match score to the count of map wins (never above
   * first_to) with the result-change effects.
   */
  async updateLiveMatchMapData(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<UpdateLiveMatchMapDataResult> {
    const body = parseBody(UpdateLiveMatchMapDataBodySchema, rawBody);
    const { liveMatchId } = await this.access.requireLiveMatch(actor, body.broadcast);
    const context = {
      actor: actor.player_id,
      action: 'update-live-match-map-data',
      body,
      idempotencyKey,
    };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.loadLiveMatch(manager, actor, liveMatchId);
      const loaded = await this.maps.loadMaps(manager, ctx);
      const m = ctx.match;
      const patch = definedFields(body.mapData);
      const current = getCurrentMap(loaded.maps);
      this.maps.check(ctx, loaded, [current ? { ...patch, id: current.map.id } : patch]);
      const applied = applyLiveMapData(
        {
          teams: m.teams,
          score_1: m.score_1,
          score_2: m.score_2,
          first_to: m.first_to,
          maps: loaded.maps,
        },
        patch,
      );
      if (!applied.ok) throw new CodedError('PRECONDITION_FAILED', LIVE_MATCH_TEXT.matchDecided);
      const problem = checkMatchScores({
        first_to: m.first_to,
        forfeit: m.forfeit,
        score_1: applied.score_1,
        score_2: applied.score_2,
      });
      if (applied.scoreChanged && problem)
        throw new CodedError(
          'BAD_REQUEST',
          `The map wins would make an invalid score (${problem}).`,
        );
      const next = withIds(applied.maps);
      const map = next[applied.index];
      if (!map) throw new CodedError('INTERNAL', SERVER_TEXT.internal);
      const written = await this.maps.writeMaps(manager, ctx, loaded, next);
      if (applied.scoreChanged) {
        await this.matches.update(manager, m.id, {
          score_1: applied.score_1,
          score_2: applied.score_2,
        });
        Object.assign(m, { score_1: applied.score_1, score_2: applied.score_2 });
      }
      if (applied.scoreChanged || written.orderChanged)
        await this.projection.project(manager, 'match', [m]);
      if (applied.scoreChanged) await this.onResultChange(manager, ctx);
      else if (written.changed.length > 0)
        for (const eventId of m.event) await this.effects.recomputeStandings(manager, eventId);
      // Writing identical data is no change (as update-match-data): no audit entry then.
      if (written.changed.length > 0 || applied.scoreChanged)
        await this.store.audit(manager, [
          {
            actor: actor.player_id,
            action: 'update-live-match-map-data',
            recordId: m.id,
            changed: {
              map: map.id,
              fields: Object.keys(patch),
              ...(applied.scoreChanged
                ? { score_1: applied.score_1, score_2: applied.score_2 }
                : {}),
            },
          },
        ]);
      return {
        match: m.id,
        map: map.id,
        created: applied.created,
        score_1: applied.score_1,
        score_2: applied.score_2,
        scoreChanged: applied.scoreChanged,
        message: applied.scoreChanged
          ? MAP_TEXT.scoreSet(applied.score_1, applied.score_2)
          : MAP_TEXT.mapDataSaved,
      };
    });
  }
}

/** Gives an entry the rules appended a new record id. */
function withIds(maps: readonly EditorMap[]): StoredEditorMap[] {
  return maps.map((map) => ({ ...map, id: map.id ?? newId() }));
}
