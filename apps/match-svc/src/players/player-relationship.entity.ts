import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, TextColumn, TextsColumn } from '@castline/nest-kit';

/** Table player_relationships: the player relationship records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'player_relationships' })
export class PlayerRelationshipEntity {
  @IdColumn() id!: string;
  @LinksColumn() player!: string[];
  @TextColumn() singular_name!: string | null;
  @TextsColumn() permissions!: string[];
  @LinksColumn() matches!: string[];
  @LinksColumn() events!: string[];
  @LinksColumn() teams!: string[];
  @LinksColumn() clients!: string[];
  @TextsColumn() client_cams!: string[];
}
