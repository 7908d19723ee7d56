import { Entity } from 'typeorm';
import {
  BoolColumn,
  IdColumn,
  LinksColumn,
  RequiredTextColumn,
  TextColumn,
} from '@castline/nest-kit';

/** Table socials: the social records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'socials' })
export class SocialEntity {
  @IdColumn() id!: string;
  @RequiredTextColumn() type!: string;
  @RequiredTextColumn() url!: string;
  @TextColumn() name!: string | null;
  @BoolColumn() approved!: boolean;
  @LinksColumn() events!: string[];
  @LinksColumn() teams!: string[];
}
