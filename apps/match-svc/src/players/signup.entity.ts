import { Entity } from 'typeorm';
import { IdColumn, IntColumn, LinksColumn, TextColumn, TextsColumn } from '@castline/nest-kit';

/** Table signups: the signup records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'signups' })
export class SignupEntity {
  @IdColumn() id!: string;
  @LinksColumn() event!: string[];
  @LinksColumn() player!: string[];
  @TextColumn() main_role!: string | null;
  @IntColumn() sr!: number | null;
  @IntColumn() tank_sr!: number | null;
  @IntColumn() dps_sr!: number | null;
  @IntColumn() support_sr!: number | null;
  @TextColumn() info_for_captains!: string | null;
  @TextsColumn() eligible_roles!: string[];
}
