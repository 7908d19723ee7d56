import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { PermissionRelationship } from '@castline/domain';
import { lockKeys } from '@castline/nest-kit';
import { PlayerEntity } from '../players/player.entity.js';
import { PlayerRelationshipEntity } from '../players/player-relationship.entity.js';
import { BracketEntity } from '../brackets/bracket.entity.js';
import { EventEntity } from '../events/event.entity.js';
import { MatchEntity } from '../matches/match.entity.js';
import { MATCH_SCHEMA } from '../database/data-source.js';

/**
 * Every query of the crew actions (set-player-relationships, set-match-overlays, adjust-match-broadcast,
 * resolve-entire-bracket), behind named methods. Lock order everywhere: the match (MatchEditRepository.lockMatch),
 * then relationships, then players, each set by id.
 */
@Injectable()
export class CrewRepository {
  /**
   * Serialises relationship plans per player (advisory lock `relationships:<player>`, taken before the
   * relationships are read): two calls on different matches that both find no relationship of a player and role
   * would otherwise each create one. Not held by anything that locks matches after it, so no cycle.
   */
  async lockPlayerRelationships(manager: EntityManager, players: readonly string[]): Promise<void> {
    await lockKeys(
      manager,
      MATCH_SCHEMA,
      players.map((p) => `relationships:${p}`),
    );
  }

  /**
   * Row-locks the relationships a relationship plan may use: those linked to the match, and every relationship
   * one of `players` holds in one of `roles`. Sorted by id (the plan reuses the first of a player and role).
   */
  async lockRelationships(
    manager: EntityManager,
    linked: readonly string[],
    players: readonly string[],
    roles: readonly string[],
  ): Promise<PlayerRelationshipEntity[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM "${MATCH_SCHEMA}".player_relationships
       WHERE id = ANY($1::text[]) OR (player && $2::text[] AND singular_name = ANY($3::text[]))`,
      [linked, players, roles],
    );
    if (rows.length === 0) return [];
    return manager.find(PlayerRelationshipEntity, {
      where: { id: In(rows.map((r) => r.id)) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Row-locks players by id (missing ids are simply absent). */
  async lockPlayers(manager: EntityManager, ids: readonly string[]): Promise<PlayerEntity[]> {
    if (ids.length === 0) return [];
    return manager.find(PlayerEntity, {
      where: { id: In([...ids]) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async insertRelationships(
    manager: EntityManager,
    rows: readonly PlayerRelationshipEntity[],
  ): Promise<void> {
    if (rows.length) await manager.insert(PlayerRelationshipEntity, [...rows]);
  }

  async updateRelationship(
    manager: EntityManager,
    id: string,
    columns: Partial<PlayerRelationshipEntity>,
  ): Promise<void> {
    await manager.update(PlayerRelationshipEntity, { id }, columns);
  }

  async updatePlayer(
    manager: EntityManager,
    id: string,
    columns: Partial<PlayerEntity>,
  ): Promise<void> {
    await manager.update(PlayerEntity, { id }, columns);
  }

  /** The scheduled_broadcast of a match, read without a lock (for the access lookups before the transaction). */
  async findScheduledBroadcasts(manager: EntityManager, matchId: string): Promise<string[]> {
    const match = await manager.findOne(MatchEntity, {
      where: { id: matchId },
      select: { id: true, scheduled_broadcast: true },
    });
    return match?.scheduled_broadcast ?? [];
  }

  async findBracket(manager: EntityManager, id: string): Promise<BracketEntity | null> {
    return manager.findOne(BracketEntity, { where: { id } });
  }

  async findEvents(manager: EntityManager, ids: readonly string[]): Promise<EventEntity[]> {
    if (ids.length === 0) return [];
    return manager.find(EventEntity, { where: { id: In([...ids]) }, order: { id: 'ASC' } });
  }

  /** The actor's relationships linked to any of `matches` or `events` (what the bracket permission reads). */
  async findActorRelationships(
    manager: EntityManager,
    actorId: string,
    matches: readonly string[],
    events: readonly string[],
  ): Promise<PermissionRelationship[]> {
    return manager.query<PermissionRelationship[]>(
      `SELECT player, permissions, matches, events FROM "${MATCH_SCHEMA}".player_relationships
       WHERE $1 = ANY(player) AND (matches && $2::text[] OR events && $3::text[])`,
      [actorId, matches, events],
    );
  }
}
