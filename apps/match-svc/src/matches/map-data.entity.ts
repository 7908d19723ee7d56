import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table map_data: the map data records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'map_data' })
export class MapDataEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() type!: string | null;
  @TextColumn() game!: string | null;
  @LinksColumn() image!: string[];
  @TextColumn() video!: string | null;
}
