import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table heroes: the hero records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'heroes' })
export class HeroEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() role!: string | null;
  @TextColumn() game!: string | null;
  @LinksColumn() icon!: string[];
  @LinksColumn() main_image!: string[];
}
