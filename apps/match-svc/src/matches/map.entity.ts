import { Entity } from 'typeorm';
import { BoolColumn, IdColumn, IntColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table maps: the map records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'maps' })
export class MapEntity {
  @IdColumn() id!: string;
  @LinksColumn() match!: string[];
  @LinksColumn() map!: string[];
  @TextColumn() name!: string | null;
  @IntColumn() number!: number | null;
  @LinksColumn() winner!: string[];
  @BoolColumn() draw!: boolean;
  @LinksColumn() banner!: string[];
  @LinksColumn() picker!: string[];
  @IntColumn() score_1!: number | null;
  @IntColumn() score_2!: number | null;
  @BoolColumn() public!: boolean;
  @BoolColumn() flip_pick_ban_order!: boolean;
  @TextColumn() replay_code!: string | null;
  @LinksColumn() team_1_picks!: string[];
  @LinksColumn() team_2_picks!: string[];
  @LinksColumn() team_1_bans!: string[];
  @LinksColumn() team_2_bans!: string[];
}
