import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PermissionMatch, PermissionRelationship } from '@castline/domain';
import { MatchEntity } from './match.entity.js';
import { EventEntity } from '../events/event.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import {
  LOCK_KEYS,
  deferUpdateColumns,
  hydrateEntities,
  hydrateEntity,
  tableOf,
  updateColumns,
} from '@castline/nest-kit';
import { MATCH_SCHEMA } from '../database/data-source.js';
import { RecordProjection } from '../projection/record-projection.service.js';

export interface MatchEditContext {
  match: MatchEntity;
  event: EventEntity | null;
  teams: TeamEntity[];
  permissionMatch: PermissionMatch;
  relationships: PermissionRelationship[];
}

/** Every query the match-edit use cases need, behind named methods. */
@Injectable()
export class MatchEditRepository {
  constructor(private readonly projection: RecordProjection) {}

  /**
   * Locks a match for an edit, in the one order every writer of matches follows: first the advisory locks of the
   * brackets that hold it (bracket resolve writes fed matches under them), then the match row. A writer that
   * took the row first and the bracket after could deadlock with a resolve doing the reverse.
   */
  async lockMatch(manager: EntityManager, matchId: string): Promise<MatchEntity | null> {
    await this.lockBracketsOf(manager, matchId);
    const rows = await manager.query<Record<string, unknown>[]>(
      `SELECT * FROM ${tableOf(manager, MatchEntity)} WHERE id = $1 FOR UPDATE`,
      [matchId],
    );
    return hydrateEntity(manager, MatchEntity, rows[0]);
  }

  /**
   * The advisory locks of the brackets holding the match, found and taken in one statement (the keys of
   * `lockKeys`: `<schema>:bracket:<id>`, in the same byte order as its sort).
   */
  private async lockBracketsOf(manager: EntityManager, matchId: string): Promise<void> {
    await manager.query(
      `SELECT pg_advisory_xact_lock(hashtextextended($2::text || ':' || k, 0))
       FROM unnest(ARRAY(
         SELECT k FROM (
           SELECT DISTINCT $3::text || id AS k FROM "${MATCH_SCHEMA}".brackets
           WHERE ordered_matches @> ARRAY[$1]::text[]
         ) keys ORDER BY k COLLATE "C"
       )) AS k`,
      [matchId, MATCH_SCHEMA, LOCK_KEYS.bracket('')],
    );
  }

  /**
   * Loads the match (locked as lockMatch does), its event, teams, and the actor's relationships: two statements,
   * the bracket locks and then the match row with the rest beside it as JSON (hydrated as TypeORM would). The
   * events' antileak settings come along and become the transaction's visibility, which the projection of the
   * edited match would otherwise read in a statement of its own.
   */
  async loadForEdit(
    manager: EntityManager,
    matchId: string,
    actorId: string,
  ): Promise<MatchEditContext | null> {
    await this.lockBracketsOf(manager, matchId);
    const [row] = await manager.query<
      {
        match: Record<string, unknown>;
        event: Record<string, unknown> | null;
        teams: Record<string, unknown>[];
        relationships: PermissionRelationship[];
        antileak: Pick<EventEntity, 'id' | 'antileak'>[];
      }[]
    >(
      `SELECT to_jsonb(m) AS match,
         (SELECT to_jsonb(e) FROM ${tableOf(manager, EventEntity)} e WHERE e.id = m.event[1]) AS event,
         (SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]') FROM ${tableOf(manager, TeamEntity)} t
           WHERE t.id = ANY(m.teams)) AS teams,
         (SELECT coalesce(jsonb_agg(jsonb_build_object(
             'player', r.player, 'permissions', r.permissions, 'matches', r.matches, 'events', r.events)), '[]')
           FROM "${MATCH_SCHEMA}".player_relationships r
           WHERE $2 = ANY(r.player) AND ($1 = ANY(r.matches)
             OR r.events && ARRAY(SELECT e.id FROM ${tableOf(manager, EventEntity)} e WHERE e.id = m.event[1]))
         ) AS relationships,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('id', e.id, 'antileak', e.antileak)), '[]')
           FROM ${tableOf(manager, EventEntity)} e) AS antileak
       FROM ${tableOf(manager, MatchEntity)} m WHERE m.id = $1 FOR UPDATE OF m`,
      [matchId, actorId],
    );
    if (!row) return null;
    this.projection.primeVisibility(manager, row.antileak);
    const match = hydrateEntity(manager, MatchEntity, row.match) as MatchEntity;
    const event = hydrateEntity(manager, EventEntity, row.event);
    const teams = hydrateEntities(manager, TeamEntity, row.teams);
    const ordered = match.teams
      .map((id) => teams.find((t) => t.id === id))
      .filter((t): t is TeamEntity => !!t);
    return {
      match,
      event,
      teams: ordered,
      relationships: row.relationships,
      permissionMatch: {
        id: match.id,
        event: event ? { id: event.id, staff: event.staff } : null,
        teams: ordered.map((t) => ({
          id: t.id,
          players: t.players,
          captains: t.captains,
          staff: t.staff,
          owners: t.owners,
        })),
      },
    };
  }

  /** Writes only the changed columns (one UPDATE; the row is already locked by loadForEdit). */
  async update(
    manager: EntityManager,
    matchId: string,
    columns: Record<string, unknown>,
  ): Promise<void> {
    await updateColumns(manager, MatchEntity, matchId, columns);
  }

  /**
   * `update` sent with the projection of the match that must follow it in the same transaction (one round trip
   * for both; see deferWrite): nothing may read the match row in between.
   */
  updateBeforeProjection(
    manager: EntityManager,
    matchId: string,
    columns: Record<string, unknown>,
  ): void {
    deferUpdateColumns(manager, MatchEntity, matchId, columns);
  }
}
