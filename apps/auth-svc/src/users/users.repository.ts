import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE } from '@castline/nest-kit';
import { UserEntity } from './user.entity.js';

/** A user row to insert (created_at is set by the caller's clock). */
export type NewUser = Pick<
  UserEntity,
  'id' | 'name' | 'discord_id' | 'discord_username' | 'avatar' | 'website_settings' | 'created_at'
>;

/** The Discord identity of a user, refreshed at every login. */
export type DiscordProfile = Pick<UserEntity, 'discord_username' | 'avatar'>;

/** Every query on auth.users, behind named methods. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOne({ where: { id } });
  }

  async findByDiscordId(discordId: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOne({ where: { discord_id: discordId } });
  }

  async isEmpty(manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return !(await manager.getRepository(UserEntity).exists());
  }

  async insertMany(manager: EntityManager, users: readonly NewUser[]): Promise<void> {
    if (users.length === 0) return;
    await manager.insert(
      UserEntity,
      users.map((u) => ({ ...u, website_settings: [...u.website_settings] })),
    );
  }

  /** Stores the Discord username and avatar a login just read (only when they changed). */
  async updateDiscordProfile(id: string, profile: DiscordProfile): Promise<void> {
    await this.dataSource.query(
      `UPDATE "auth".users SET discord_username = $2, avatar = $3
       WHERE id = $1 AND (discord_username IS DISTINCT FROM $2 OR avatar IS DISTINCT FROM $3)`,
      [id, profile.discord_username, profile.avatar],
    );
  }

  /**
   * Creates the user of a Discord account (id = its Player id). A concurrent login of the same account, or an
   * existing user of that Player without a Discord account, ends in the same single row; the answer is the user
   * now holding `discord_id` (null if that Player's user is linked to another Discord account).
   */
  async linkDiscordUser(user: NewUser): Promise<UserEntity | null> {
    await this.dataSource.query(
      `INSERT INTO "auth".users (id, name, discord_id, discord_username, avatar, website_settings, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE
         SET discord_id = EXCLUDED.discord_id, discord_username = EXCLUDED.discord_username, avatar = EXCLUDED.avatar
         WHERE "auth".users.discord_id IS NULL`,
      [
        user.id,
        user.name,
        user.discord_id,
        user.discord_username,
        user.avatar,
        [...user.website_settings],
        user.created_at,
      ],
    );
    return user.discord_id ? this.findByDiscordId(user.discord_id) : null;
  }
}
