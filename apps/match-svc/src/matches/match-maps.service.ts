import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CodedError,
  SERVER_TEXT,
  UpdateMapDataBodySchema,
  type Actor,
  type UpdateMapDataResult,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import {
  checkMapData,
  generateRecordId,
  getGameProfile,
  hasMatchEditRights,
  planMapData,
  type EditorMap,
  type StoredEditorMap,
} from '@castline/domain';
import { MatchEditRepository, type MatchEditContext } from './match-edit.repository.js';
import {
  MatchMapsRepository,
  definedFields,
  toEditorMap,
  toMapRow,
  type GameCatalog,
} from './match-maps.repository.js';
import type { MapEntity } from './map.entity.js';
import { mapMap } from './map.mapper.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { ResultEffectsService } from './result-effects.service.js';

/** Toasts of the dashboard (broadcast §8 success toasts). */
export const MAP_TEXT = {
  mapDataSaved: 'Map data saved',
  scoreSet: (score1: number, score2: number) => `Score set to ${score1}-${score2}`,
} as const;

/** The match's maps as loaded for a write: rows, the rules' view of them, and the game's catalog. */
export interface LoadedMaps {
  readonly rows: readonly MapEntity[];
  readonly maps: readonly StoredEditorMap[];
  readonly catalog: GameCatalog;
}

/** What writeMaps changed. */
export interface MapsWritten {
  /** Map records whose stored fields changed or that were created. */
  readonly changed: readonly string[];
  /** True when the match's list of maps (order or members) changed; match.maps then holds the new list. */
  readonly orderChanged: boolean;
}

/**
 * actions/update-map-data (broadcast §7, RULES (a)): ME on the match (or AUTO through writeMapData); the map
 * rules are the pure checkMapData / planMapData of libs/domain. Also the map writing the live-match actions share.
 */
@Injectable()
export class MatchMapsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: MatchEditRepository,
    private readonly repository: MatchMapsRepository,
    private readonly projection: RecordProjection,
    private readonly effects: ResultEffectsService,
    private readonly store: RecordStore,
  ) {}

  async updateMapData(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<UpdateMapDataResult> {
    const body = parseBody(UpdateMapDataBodySchema, rawBody);
    const context = { actor: actor.player_id, action: 'update-map-data', body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.matches.loadForEdit(manager, body.matchID, actor.player_id);
      if (!ctx) throw new CodedError('NOT_FOUND', 'That match does not exist.');
      if (!hasMatchEditRights(actor, ctx.permissionMatch, ctx.relationships)) {
        throw new CodedError('FORBIDDEN', SERVER_TEXT.noMatchPermission);
      }
      const order = [...ctx.match.maps];
      const result = await this.writeMapData(manager, ctx, body.mapData.map(definedFields));
      // Writing identical data is no change (as update-match-data): no audit entry then.
      const reordered = order.join() !== result.maps.join();
      if (result.changed.length > 0 || reordered) {
        await this.store.audit(manager, [
          {
            actor: actor.player_id,
            action: 'update-map-data',
            recordId: ctx.match.id,
            changed: { maps: result.changed, created: result.created, reordered },
          },
        ]);
      }
      return result;
    });
  }

  /**
   * The update-map-data write inside the caller's transaction, for a caller that has authorized it (an actor with
   * ME, or AUTO applying a score report): checks the entries (400 naming the map and field), writes the Map
   * records and the order of the match's maps, and recomputes the standings of the match's events (map
   * statistics). Never derives the match score (RULES (a)).
   */
  async writeMapData(
    manager: EntityManager,
    ctx: MatchEditContext,
    entries: readonly EditorMap[],
  ): Promise<UpdateMapDataResult> {
    const loaded = await this.loadMaps(manager, ctx);
    this.check(ctx, loaded, entries);
    const plan = planMapData(loaded.maps, entries, () => generateRecordId((n) => randomBytes(n)));
    const written = await this.writeMaps(manager, ctx, loaded, plan.maps);
    if (written.orderChanged) await this.projection.project(manager, 'match', [ctx.match]);
    if (written.changed.length > 0 || written.orderChanged)
      for (const eventId of ctx.match.event)
        await this.effects.recomputeStandings(manager, eventId);
    return {
      match: ctx.match.id,
      maps: [...ctx.match.maps],
      created: [...plan.created],
      changed: [...written.changed],
      message: MAP_TEXT.mapDataSaved,
    };
  }

  /** The match's maps and its game's Map data and Heroes (the match row is locked by the caller). */
  async loadMaps(manager: EntityManager, ctx: MatchEditContext): Promise<LoadedMaps> {
    const rows = await this.repository.mapsOf(manager, ctx.match);
    const catalog = await this.repository.catalogOf(manager, ctx.match.game);
    return { rows, maps: rows.map(toEditorMap), catalog };
  }

  /** RULES (a) update-map-data body rules against the match: a 400 naming the map and the field. */
  check(ctx: MatchEditContext, loaded: LoadedMaps, entries: readonly EditorMap[]): void {
    const problem = checkMapData(entries, {
      teamIds: [ctx.match.teams[0], ctx.match.teams[1]],
      profile: getGameProfile(ctx.match.game),
      game: ctx.match.game,
      mapDataIds: new Set(loaded.catalog.mapData.keys()),
      heroIds: loaded.catalog.heroIds,
      existing: loaded.maps,
    });
    if (problem) throw new CodedError('BAD_REQUEST', problem.message, { field: problem.field });
  }

  /**
   * Stores `next` as the match's maps: changed rows updated, new rows inserted, every written map projected, and
   * match.maps set to the new list when it differs (the caller projects the match).
   */
  async writeMaps(
    manager: EntityManager,
    ctx: MatchEditContext,
    loaded: LoadedMaps,
    next: readonly StoredEditorMap[],
  ): Promise<MapsWritten> {
    const rowsById = new Map(loaded.rows.map((row) => [row.id, row]));
    const inserted: MapEntity[] = [];
    const updated: MapEntity[] = [];
    for (const map of next) {
      const base = rowsById.get(map.id);
      const row = toMapRow(ctx.match.id, base, map, loaded.catalog);
      if (!base) inserted.push(row);
      else if (JSON.stringify(mapMap(row)) !== JSON.stringify(mapMap(base))) updated.push(row);
    }
    await this.repository.insert(manager, inserted);
    for (const row of updated) await this.repository.save(manager, row);
    await this.projection.project(manager, 'map', [...inserted, ...updated]);
    const order = next.map((map) => map.id);
    const orderChanged =
      order.length !== ctx.match.maps.length || order.some((id, i) => ctx.match.maps[i] !== id);
    if (orderChanged) {
      await this.matches.update(manager, ctx.match.id, { maps: order });
      ctx.match.maps = order;
    }
    return { changed: [...inserted, ...updated].map((row) => row.id), orderChanged };
  }
}
