import { Column, CreateDateColumn, Entity } from 'typeorm';
import { IdColumn, TextColumn, TextsColumn } from '@castline/nest-kit';

/**
 * Table auth.users: one login account per Player (ARCHITECTURE §1, auth-svc owns users and website permissions).
 * `id` is the user's Player record id (rec…). The Discord columns are filled by the Discord login (a later issue);
 * `discord_id` is unique so a Discord account maps to exactly one user. Never leaves the service.
 */
@Entity({ name: 'users' })
export class UserEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @Column('text', { nullable: true, unique: true }) discord_id!: string | null;
  @TextColumn() discord_username!: string | null;
  /** Avatar URL (or Discord avatar hash) shown in the user menu. */
  @TextColumn() avatar!: string | null;
  /** RULES (0) "Website setting": values of WEBSITE_SETTINGS. */
  @TextsColumn() website_settings!: string[];
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
}
