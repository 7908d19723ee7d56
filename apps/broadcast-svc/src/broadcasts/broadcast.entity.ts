import { Entity } from 'typeorm';
import {
  BoolColumn,
  IdColumn,
  InstantColumn,
  IntColumn,
  JsonColumn,
  LinksColumn,
  NumColumn,
  RequiredTextColumn,
  TextColumn,
  TextsColumn,
} from '@castline/nest-kit';

/** Table broadcasts: the broadcast records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'broadcasts' })
export class BroadcastEntity {
  @IdColumn() id!: string;
  @RequiredTextColumn() key!: string;
  @TextColumn() name!: string | null;
  @BoolColumn() active!: boolean;
  @LinksColumn() event!: string[];
  @LinksColumn() theme_override!: string[];
  @LinksColumn() gfx!: string[];
  @LinksColumn() break_gfx!: string[];
  @LinksColumn() other_broadcasts!: string[];
  @LinksColumn() headlines!: string[];
  @BoolColumn() use_headlines!: boolean;
  @LinksColumn() highlight_media!: string[];
  @LinksColumn() highlight_hero!: string[];
  @LinksColumn() highlight_team!: string[];
  @LinksColumn() highlight_player!: string[];
  @LinksColumn() highlight_event!: string[];
  @LinksColumn() live_match!: string[];
  @BoolColumn() show_live_match!: boolean;
  @LinksColumn() schedule!: string[];
  @LinksColumn() background!: string[];
  @LinksColumn() break_image!: string[];
  @LinksColumn() sponsors!: string[];
  @LinksColumn() persistent_sponsors!: string[];
  @TextsColumn() broadcast_settings!: string[];
  @TextsColumn() automation_settings!: string[];
  @IntColumn() transition_offset!: number | null;
  @TextColumn() broadcast_css!: string | null;
  @LinksColumn() clients!: string[];
  @BoolColumn() advertise!: boolean;
  @TextColumn() map_attack!: string | null;
  @TextColumn() timezone!: string | null;
  @TextColumn() title_format!: string | null;
  @TextColumn() special_title_format!: string | null;
  @TextColumn() stream_link!: string | null;
  @TextColumn() stream_url!: string | null;
  @TextsColumn() channel_id!: string[];
  @TextsColumn() channel_username!: string[];
  @LinksColumn() guests!: string[];
  @LinksColumn() player_guests!: string[];
  @TextColumn() manual_guests!: string | null;
  @TextColumn() notice_text!: string | null;
  @TextColumn() desk_display!: string | null;
  @TextsColumn() observer_settings!: string[];
  @TextColumn() break_display!: string | null;
  @TextsColumn() break_automation!: string[];
  @NumColumn() break_rotation_epoch!: number | null;
  @TextColumn() title!: string | null;
  @InstantColumn() countdown_end!: Date | null;
  @TextColumn() current_stage!: string | null;
  @TextColumn() bracket_key!: string | null;
  @TextsColumn() bar_options!: string[];
  @LinksColumn() full_cams!: string[];
  @TextColumn() desk_graphics_display!: string | null;
  @LinksColumn() desk_graphics_sponsors!: string[];
  @TextColumn() match_description_format!: string | null;
  @TextColumn() middle_text_format!: string | null;
  @TextColumn() ingame_details_format!: string | null;
  @TextColumn() head_to_head_schedule_text_format!: string | null;
  @NumColumn() ingame_team_width!: number | null;
  @NumColumn() margin!: number | null;
  @BoolColumn() hide_scores!: boolean;
  @BoolColumn() show_cams!: boolean;
  @LinksColumn() team_1_player_cams!: string[];
  @LinksColumn() team_2_player_cams!: string[];
  @TextColumn() cams_default_params!: string | null;
  @TextColumn() cams_relay_prefix!: string | null;
  @LinksColumn() track_group_roles!: string[];
  @LinksColumn() ad_read_groups!: string[];
  @TextColumn() auction_display!: string | null;
  @TextColumn() trivia_settings!: string | null;
  @LinksColumn() map_set!: string[];
  @BoolColumn() available_for_solo!: boolean;
  /** Voice bot and live-match channels (private, RULES (h)). */
  @JsonColumn() discord_control!: Record<string, string> | null;
  /** Our running prediction (crew only, RULES (h)). */
  @TextColumn() prediction_id!: string | null;
}
