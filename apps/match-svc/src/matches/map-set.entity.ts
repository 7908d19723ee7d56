import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table map_sets: the map set records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'map_sets' })
export class MapSetEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @LinksColumn() maps!: string[];
}
