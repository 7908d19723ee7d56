import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE } from '@castline/nest-kit';
import { UserEntity } from './user.entity.js';

/** A user row to insert (created_at is set by the caller's clock). */
export type NewUser = Pick<
  UserEntity,
  'id' | 'name' | 'discord_id' | 'discord_username' | 'avatar' | 'website_settings' | 'created_at'
>;

/** Every query on auth.users, behind named methods. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOne({ where: { id } });
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
}
