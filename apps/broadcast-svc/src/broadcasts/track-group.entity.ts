import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/**
 * Table track_groups: the track group records (OVERLAYS music; fields as in the contracts' record shape; `tracks`
 * is JSON text). Never leaves the service.
 */
@Entity({ name: 'track_groups' })
export class TrackGroupEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() role!: string | null;
  @TextColumn() tracks!: string | null;
  @LinksColumn() broadcasts!: string[];
}
