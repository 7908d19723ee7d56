import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import type { EditorMap, StoredEditorMap } from '@castline/domain';
import { MapEntity } from './map.entity.js';
import { MapDataEntity } from './map-data.entity.js';
import { HeroEntity } from './hero.entity.js';
import type { MatchEntity } from './match.entity.js';

/** The Map data and Heroes of one game (RULES (a) update-map-data: maps and heroes must be of the match's game). */
export interface GameCatalog {
  readonly mapData: ReadonlyMap<string, MapDataEntity>;
  readonly heroIds: ReadonlySet<string>;
}

/** A map row as the pure map rules see it (single ids for the links). */
export function toEditorMap(row: MapEntity): StoredEditorMap {
  return {
    id: row.id,
    map: row.map[0] ?? null,
    number: row.number,
    winner: row.winner[0] ?? null,
    draw: row.draw,
    banner: row.banner[0] ?? null,
    picker: row.picker[0] ?? null,
    public: row.public,
    score_1: row.score_1,
    score_2: row.score_2,
    flip_pick_ban_order: row.flip_pick_ban_order,
    replay_code: row.replay_code,
    team_1_picks: row.team_1_picks,
    team_2_picks: row.team_2_picks,
    team_1_bans: row.team_1_bans,
    team_2_bans: row.team_2_bans,
  };
}

const link = (id: string | null | undefined): string[] => (id ? [id] : []);

/**
 * The map row an entry is stored as: the entry's fields over the row (a new row starts empty, linked to the match).
 * name follows the chosen Map data.
 */
export function toMapRow(
  matchId: string,
  base: MapEntity | undefined,
  map: StoredEditorMap,
  catalog: GameCatalog,
): MapEntity {
  const row = Object.assign(new MapEntity(), base ?? {});
  const mapId = map.map ?? null;
  // The stored name stays while the map link does; a new link takes its Map data's name.
  const sameMap = !!base && (base.map[0] ?? null) === mapId;
  return Object.assign(row, {
    id: map.id,
    match: base?.match.length ? base.match : [matchId],
    map: link(mapId),
    name: sameMap ? base.name : mapId ? (catalog.mapData.get(mapId)?.name ?? null) : null,
    number: map.number ?? null,
    winner: link(map.winner),
    draw: map.draw ?? false,
    banner: link(map.banner),
    picker: link(map.picker),
    public: map.public ?? false,
    score_1: map.score_1 ?? null,
    score_2: map.score_2 ?? null,
    flip_pick_ban_order: map.flip_pick_ban_order ?? false,
    replay_code: map.replay_code ?? null,
    team_1_picks: [...(map.team_1_picks ?? [])],
    team_2_picks: [...(map.team_2_picks ?? [])],
    team_1_bans: [...(map.team_1_bans ?? [])],
    team_2_bans: [...(map.team_2_bans ?? [])],
  } satisfies Partial<MapEntity>);
}

/** The patch sent for one map, without undefined fields (what mergeMapEntry and checkMapData take). */
export function definedFields<T extends object>(patch: T): EditorMap {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

/** Every query the map-writing use cases need, behind named methods. */
@Injectable()
export class MatchMapsRepository {
  /**
   * The match's maps in the match's order. The caller holds the match row lock (MatchEditRepository.lockMatch):
   * every writer of a match's maps takes it first, so the maps cannot change underneath.
   */
  async mapsOf(manager: EntityManager, match: MatchEntity): Promise<MapEntity[]> {
    if (match.maps.length === 0) return [];
    const rows = await manager.find(MapEntity, { where: { id: In(match.maps) } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return match.maps.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  /** The Map data and Hero ids of a game (a match without a game: those without a game). */
  async catalogOf(manager: EntityManager, game: string | null): Promise<GameCatalog> {
    const where = { game: game ?? IsNull() };
    const mapData = await manager.find(MapDataEntity, { where });
    const heroes = await manager.find(HeroEntity, { where, select: { id: true } });
    return {
      mapData: new Map(mapData.map((row) => [row.id, row])),
      heroIds: new Set(heroes.map((hero) => hero.id)),
    };
  }

  async insert(manager: EntityManager, rows: readonly MapEntity[]): Promise<void> {
    if (rows.length > 0) await manager.insert(MapEntity, [...rows]);
  }

  async save(manager: EntityManager, row: MapEntity): Promise<void> {
    const { id, ...columns } = row;
    await manager.update(MapEntity, { id }, columns);
  }
}
