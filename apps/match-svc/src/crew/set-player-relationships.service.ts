import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CodedError,
  SERVER_TEXT,
  SetPlayerRelationshipsBodySchema,
  type Actor,
  type SetPlayerRelationshipsResult,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import {
  generateRecordId,
  hasMatchEditRights,
  permissionsForRole,
  planClientCams,
  planRelationshipLinks,
} from '@castline/domain';
import { BroadcastAccessClient } from '../broadcast-access/broadcast-access.client.js';
import { MatchEditRepository } from '../matches/match-edit.repository.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { PlayerRelationshipEntity } from '../players/player-relationship.entity.js';
import type { PlayerEntity } from '../players/player.entity.js';
import { CrewRepository } from './crew.repository.js';

/** Refusals of this use case that the spec and RULES leave unnamed. */
export const CREW_TEXT = {
  unknownMatch: 'That match does not exist.',
  unknownPlayer: 'Every assigned person must be a player.',
} as const;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);
const without = (list: readonly string[], id: string) => list.filter((v) => v !== id);
const withId = (list: readonly string[], id: string) =>
  list.includes(id) ? [...list] : [...list, id];

/**
 * actions/set-player-relationships (broadcast §6, §7; RULES (a)): BA to the target broadcast (asked of broadcast-svc
 * before the transaction), then ME on the match inside it. One relationship per player and role, linked to the
 * match (both sides: relationship matches, match player_relationships, player player_relationships); for each
 * submitted role exactly the submitted players; casters ← the Caster list (with the players' casted_matches);
 * Producer and Lobby Admin permissions; observers' client cams. Answers `added`: the relationships newly linked.
 */
@Injectable()
export class SetPlayerRelationshipsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: MatchEditRepository,
    private readonly repository: CrewRepository,
    private readonly projection: RecordProjection,
    private readonly store: RecordStore,
    private readonly access: BroadcastAccessClient,
  ) {}

  async setPlayerRelationships(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<SetPlayerRelationshipsResult> {
    const body = parseBody(SetPlayerRelationshipsBodySchema, rawBody);
    await this.access.requireAccess(actor, body.broadcast);
    const action = 'set-player-relationships';
    const context = { actor: actor.player_id, action, body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.matches.loadForEdit(manager, body.matchID, actor.player_id);
      if (!ctx) throw new CodedError('NOT_FOUND', CREW_TEXT.unknownMatch);
      if (!hasMatchEditRights(actor, ctx.permissionMatch, ctx.relationships)) {
        throw new CodedError('FORBIDDEN', SERVER_TEXT.noMatchPermission);
      }
      const match = ctx.match;
      const submitted = Object.fromEntries(
        Object.entries(body.roles).filter(
          (entry): entry is [string, string[]] => entry[1] !== undefined,
        ),
      );
      const submittedPlayers = [...new Set(Object.values(submitted).flat())];
      await this.repository.lockPlayerRelationships(manager, submittedPlayers);
      const known = await this.repository.lockRelationships(
        manager,
        match.player_relationships,
        submittedPlayers,
        Object.keys(submitted),
      );
      const plan = planRelationshipLinks({
        submitted,
        current: match.player_relationships,
        known,
        createId: () => generateRecordId((size) => randomBytes(size)),
      });

      // Observers after the change: the submitted list, else the Observer relationships that stay linked.
      const byId = new Map(known.map((r) => [r.id, r]));
      const observers =
        submitted['Observer'] !== undefined
          ? plan.assigned.filter((a) => a.role === 'Observer')
          : plan.playerRelationships.flatMap((id) => {
              const r = byId.get(id);
              return r?.singular_name === 'Observer' && r.player[0]
                ? [{ id, player: r.player[0], role: 'Observer' }]
                : [];
            });
      const casters = plan.casters ?? match.casters;
      const players = await this.repository.lockPlayers(manager, [
        ...new Set([...submittedPlayers, ...observers.map((o) => o.player), ...match.casters]),
      ]);
      const playerById = new Map(players.map((p) => [p.id, p]));
      if (submittedPlayers.some((id) => !playerById.has(id))) {
        throw new CodedError('BAD_REQUEST', CREW_TEXT.unknownPlayer);
      }
      const cams = planClientCams({
        clientCams: body.clientCams ?? {},
        observers: observers.map((o) => ({
          relationship: o.id,
          player: o.player,
          clients: playerById.get(o.player)?.clients ?? [],
        })),
      });
      if (!cams.ok) throw new CodedError('BAD_REQUEST', cams.message);
      const camsById = new Map(cams.updates.map((u) => [u.relationship, u]));

      // Relationships: the created ones, then every known one whose links, permissions or cams change.
      const created = plan.created.map((c) =>
        Object.assign(new PlayerRelationshipEntity(), {
          id: c.id,
          player: [c.player],
          singular_name: c.role,
          permissions: permissionsForRole(c.role),
          matches: [match.id],
          events: [],
          teams: [],
          clients: camsById.get(c.id)?.clients ?? [],
          client_cams: camsById.get(c.id)?.client_cams ?? [],
        }),
      );
      await this.repository.insertRelationships(manager, created);
      const assignedIds = new Set(plan.assigned.map((a) => a.id));
      const changedRelationships: PlayerRelationshipEntity[] = [...created];
      for (const r of known) {
        const next: Partial<PlayerRelationshipEntity> = {};
        let matches = r.matches;
        if (plan.added.includes(r.id)) matches = withId(matches, match.id);
        if (plan.removed.includes(r.id)) matches = without(matches, match.id);
        if (!sameList(matches, r.matches)) next.matches = matches;
        if (assignedIds.has(r.id) && r.singular_name) {
          const permissions = permissionsForRole(r.singular_name);
          if (!sameList(permissions, r.permissions)) next.permissions = permissions;
        }
        const cam = camsById.get(r.id);
        if (cam && !sameList(cam.clients, r.clients)) next.clients = cam.clients;
        if (cam && !sameList(cam.client_cams, r.client_cams)) next.client_cams = cam.client_cams;
        if (Object.keys(next).length === 0) continue;
        await this.repository.updateRelationship(manager, r.id, next);
        changedRelationships.push(Object.assign(r, next));
      }

      // Players: both sides of relationship.player and match.casters.
      const changedPlayers: PlayerEntity[] = [];
      const playerColumns = new Map<string, Partial<PlayerEntity>>();
      const change = (
        player: PlayerEntity,
        column: 'player_relationships' | 'casted_matches',
        list: string[],
      ) => {
        if (sameList(list, player[column])) return;
        playerColumns.set(player.id, { ...playerColumns.get(player.id), [column]: list });
        player[column] = list;
      };
      for (const c of plan.created) {
        const player = playerById.get(c.player);
        if (player)
          change(player, 'player_relationships', withId(player.player_relationships, c.id));
      }
      for (const player of players) {
        const casts = casters.includes(player.id);
        const next = casts
          ? withId(player.casted_matches, match.id)
          : without(player.casted_matches, match.id);
        if (casts || match.casters.includes(player.id)) change(player, 'casted_matches', next);
      }
      for (const [id, columns] of playerColumns) {
        await this.repository.updatePlayer(manager, id, columns);
        const player = playerById.get(id);
        if (player) changedPlayers.push(player);
      }

      // The match: player_relationships and casters.
      const matchColumns: Record<string, unknown> = {};
      if (!sameList(plan.playerRelationships, match.player_relationships))
        matchColumns['player_relationships'] = plan.playerRelationships;
      if (!sameList(casters, match.casters)) matchColumns['casters'] = casters;
      await this.matches.update(manager, match.id, matchColumns);
      Object.assign(match, matchColumns);

      const changed =
        Object.keys(matchColumns).length + changedRelationships.length + changedPlayers.length;
      if (changed === 0) return { match: match.id, added: [] };
      await this.projection.project(manager, 'match', [match]);
      if (changedRelationships.length)
        await this.projection.project(manager, 'player_relationship', changedRelationships);
      if (changedPlayers.length) await this.projection.project(manager, 'player', changedPlayers);
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action,
          recordId: match.id,
          changed: {
            roles: submitted,
            clientCams: body.clientCams ?? null,
            added: plan.added,
            removed: plan.removed,
            ...matchColumns,
          },
        },
      ]);
      return { match: match.id, added: plan.added };
    });
  }
}
