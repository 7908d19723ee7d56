import { Column, Entity } from 'typeorm';
import { IdColumn, TextColumn } from '@castline/nest-kit';

/**
 * A player's current streaming status on an enabled chat server (RULES (k) special:player-streams), reported by
 * the chat integration. Private: only the derived special:player-streams leaves the service.
 */
@Entity({ name: 'stream_presences' })
export class StreamPresenceEntity {
  /** The player's record id (one stream per player). */
  @IdColumn() id!: string;
  @Column('text') url!: string;
  @TextColumn() title!: string | null;
  @Column('timestamptz', { default: () => 'now()' }) started_at!: Date;
}
