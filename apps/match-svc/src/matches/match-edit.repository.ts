import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { PermissionMatch, PermissionRelationship } from '@castline/domain';
import { MatchEntity } from './match.entity.js';
import { EventEntity } from '../events/event.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import { LOCK_KEYS, lockKeys } from '@castline/nest-kit';
import { MATCH_SCHEMA } from '../database/data-source.js';

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
  /**
   * Locks a match for an edit, in the one order every writer of matches follows: first the advisory locks of the
   * brackets that hold it (bracket resolve writes fed matches under them), then the match row. A writer that
   * took the row first and the bracket after could deadlock with a resolve doing the reverse.
   */
  async lockMatch(manager: EntityManager, matchId: string): Promise<MatchEntity | null> {
    const brackets = await manager.query<{ id: string }[]>(
      `SELECT id FROM "${MATCH_SCHEMA}".brackets WHERE ordered_matches @> ARRAY[$1]::text[]`,
      [matchId],
    );
    await lockKeys(
      manager,
      MATCH_SCHEMA,
      brackets.map((b) => LOCK_KEYS.bracket(b.id)),
    );
    return manager.findOne(MatchEntity, {
      where: { id: matchId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Loads the match (locked with lockMatch), its event, teams, and the actor's relationships. */
  async loadForEdit(
    manager: EntityManager,
    matchId: string,
    actorId: string,
  ): Promise<MatchEditContext | null> {
    const match = await this.lockMatch(manager, matchId);
    if (!match) return null;
    const eventId = match.event[0];
    const event = eventId ? await manager.findOne(EventEntity, { where: { id: eventId } }) : null;
    const teams = match.teams.length
      ? await manager.find(TeamEntity, { where: { id: In(match.teams) } })
      : [];
    const ordered = match.teams
      .map((id) => teams.find((t) => t.id === id))
      .filter((t): t is TeamEntity => !!t);
    const relationships = await manager.query<PermissionRelationship[]>(
      `SELECT player, permissions, matches, events FROM "match".player_relationships
       WHERE $1 = ANY(player) AND ($2 = ANY(matches) OR events && $3::text[])`,
      [actorId, matchId, event ? [event.id] : []],
    );
    return {
      match,
      event,
      teams: ordered,
      relationships,
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
    if (Object.keys(columns).length === 0) return;
    await manager.update(MatchEntity, { id: matchId }, columns);
  }
}
