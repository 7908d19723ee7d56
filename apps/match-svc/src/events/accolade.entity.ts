import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table accolades: the accolade records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'accolades' })
export class AccoladeEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() emoji!: string | null;
  @LinksColumn() events!: string[];
  @LinksColumn() players!: string[];
  @LinksColumn() teams!: string[];
}
