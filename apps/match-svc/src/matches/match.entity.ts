import { Entity } from 'typeorm';
import {
  BoolColumn,
  IdColumn,
  InstantColumn,
  IntColumn,
  LinksColumn,
  TextColumn,
} from '@castline/nest-kit';

/** Table matches: the match records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'matches' })
export class MatchEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @InstantColumn() start!: Date | null;
  @IntColumn() duration!: number | null;
  @InstantColumn() earliest_start!: Date | null;
  @InstantColumn() latest_start!: Date | null;
  @LinksColumn() teams!: string[];
  @IntColumn() score_1!: number | null;
  @IntColumn() score_2!: number | null;
  @IntColumn() first_to!: number | null;
  @BoolColumn() forfeit!: boolean;
  @TextColumn() forfeit_reason!: string | null;
  @LinksColumn() maps!: string[];
  @TextColumn() match_group!: string | null;
  @TextColumn() sub_event!: string | null;
  @TextColumn() division!: string | null;
  @TextColumn() round!: string | null;
  @TextColumn() week_text!: string | null;
  @IntColumn() week!: number | null;
  @TextColumn() day!: string | null;
  @IntColumn() match_number!: number | null;
  @TextColumn() custom_name!: string | null;
  @BoolColumn() special_event!: boolean;
  @LinksColumn() event!: string[];
  @TextColumn() game!: string | null;
  @TextColumn() stream_code!: string | null;
  @LinksColumn() feeder_matches!: string[];
  @TextColumn() placeholder_teams!: string | null;
  @BoolColumn() placeholder_right!: boolean;
  @TextColumn() pick_ban_order!: string | null;
  @BoolColumn() flip_teams!: boolean;
  @BoolColumn() show_on_overlays!: boolean;
  @BoolColumn() show_on_secondary_overlays!: boolean;
  @LinksColumn() mvp!: string[];
  @LinksColumn() casters!: string[];
  @LinksColumn() player_relationships!: string[];
  @TextColumn() vod!: string | null;
  @TextColumn() vod_2!: string | null;
  @TextColumn() alternative_vod!: string | null;
  @LinksColumn() brackets!: string[];
  @LinksColumn() map_set!: string[];
  @BoolColumn() live!: boolean;
  @LinksColumn() reports!: string[];
  @LinksColumn() report_history!: string[];
  @LinksColumn() scheduled_broadcast!: string[];
  @TextColumn() slot_1_source!: string | null;
  @TextColumn() slot_2_source!: string | null;
  @TextColumn() game_version!: string | null;
}
