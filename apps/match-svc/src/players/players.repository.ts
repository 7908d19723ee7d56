import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { PlayerEntity } from './player.entity.js';
import { HeroEntity } from '../matches/hero.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import { EventEntity } from '../events/event.entity.js';
import type { ProfileFields, ProfileReferences } from './plan-profile-update.js';

/** A new Player made for a Discord account (create-player); every other column takes its default. */
export type NewPlayer = Pick<PlayerEntity, 'id' | 'name' | 'discord_id' | 'discord_tag'>;

/** Every query the player use cases need, behind named methods. */
@Injectable()
export class PlayersRepository {
  async findById(manager: EntityManager, id: string): Promise<PlayerEntity | null> {
    return manager.findOne(PlayerEntity, { where: { id } });
  }

  /** Loads a player row-locked for the rest of the transaction (concurrent edits queue up). */
  async lockPlayer(manager: EntityManager, id: string): Promise<PlayerEntity | null> {
    return manager.findOne(PlayerEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async findByDiscordId(manager: EntityManager, discordId: string): Promise<PlayerEntity | null> {
    return manager.findOne(PlayerEntity, { where: { discord_id: discordId } });
  }

  /** Serialises create-player calls for one Discord account until the transaction ends. */
  async lockDiscordAccount(manager: EntityManager, discordId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `match:create-player:${discordId}`,
    ]);
  }

  async insert(manager: EntityManager, player: NewPlayer): Promise<void> {
    await manager.insert(PlayerEntity, player);
  }

  async updateProfile(
    manager: EntityManager,
    id: string,
    changes: Partial<ProfileFields>,
  ): Promise<void> {
    await manager.update(PlayerEntity, { id }, changes);
  }

  /**
   * The heroes named by an update (id → game) and the themes the player may choose: the themes of every team the
   * player is a member of (RULES (0) TM: players, captains, staff, owners, or the player's own team links) and of
   * those teams' events.
   */
  async loadProfileReferences(
    manager: EntityManager,
    player: Pick<PlayerEntity, 'id' | 'member_of' | 'captain_of' | 'team_staff' | 'owned_teams'>,
    heroIds: readonly string[],
  ): Promise<ProfileReferences> {
    const linked = [
      ...player.member_of,
      ...player.captain_of,
      ...player.team_staff,
      ...player.owned_teams,
    ];
    const teams = await manager.query<Pick<TeamEntity, 'id' | 'theme' | 'event'>[]>(
      `SELECT id, theme, event FROM "match".teams
       WHERE id = ANY($2::text[]) OR $1 = ANY(players) OR $1 = ANY(captains) OR $1 = ANY(staff) OR $1 = ANY(owners)`,
      [player.id, linked],
    );
    const eventIds = [...new Set(teams.flatMap((t) => t.event))];
    const events = eventIds.length
      ? await manager.find(EventEntity, {
          select: { id: true, theme: true },
          where: { id: In(eventIds) },
        })
      : [];
    const heroes = heroIds.length
      ? await manager.find(HeroEntity, {
          select: { id: true, game: true },
          where: { id: In([...heroIds]) },
        })
      : [];
    return {
      heroGames: new Map(heroes.map((h) => [h.id, h.game])),
      allowedThemes: new Set([...teams.flatMap((t) => t.theme), ...events.flatMap((e) => e.theme)]),
    };
  }
}
