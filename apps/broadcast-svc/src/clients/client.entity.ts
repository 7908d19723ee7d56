import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, RequiredTextColumn, TextColumn } from '@castline/nest-kit';

/** Table clients: the client records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'clients' })
export class ClientEntity {
  @IdColumn() id!: string;
  @RequiredTextColumn() key!: string;
  @TextColumn() name!: string | null;
  @LinksColumn() staff!: string[];
  @LinksColumn() cams!: string[];
  @LinksColumn() broadcast!: string[];
  @LinksColumn() team_1_cams!: string[];
  @LinksColumn() team_2_cams!: string[];
}
