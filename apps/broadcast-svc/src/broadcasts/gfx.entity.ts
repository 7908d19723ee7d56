import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table gfx: the gfx records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'gfx' })
export class GfxEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() type!: string | null;
  @TextColumn() title!: string | null;
  @LinksColumn() broadcast!: string[];
  @LinksColumn() image!: string[];
  @TextColumn() url!: string | null;
  @TextColumn() data!: string | null;
}
