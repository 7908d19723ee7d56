import { Column, Entity } from 'typeorm';
import {
  BoolColumn,
  IdColumn,
  IntColumn,
  LinksColumn,
  TextColumn,
  TextsColumn,
} from '@castline/nest-kit';

/** Table players: the player records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'players' })
export class PlayerEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @BoolColumn() verified!: boolean;
  @TextColumn() role!: string | null;
  @LinksColumn() headshot!: string[];
  @LinksColumn() clients!: string[];
  @LinksColumn() live_guests!: string[];
  @TextColumn() battletag!: string | null;
  @TextColumn() riot_id!: string | null;
  @TextColumn() marvel_rivals_username!: string | null;
  @TextColumn() steam_id!: string | null;
  @TextColumn() pronouns!: string | null;
  @TextColumn() pronunciation!: string | null;
  @LinksColumn() favourite_hero!: string[];
  @LinksColumn() profile_picture_theme!: string[];
  @LinksColumn() member_of!: string[];
  @LinksColumn() captain_of!: string[];
  @LinksColumn() team_staff!: string[];
  @LinksColumn() brands_designed!: string[];
  @LinksColumn() owned_teams!: string[];
  @LinksColumn() event_staff!: string[];
  @LinksColumn() event_brands_designed!: string[];
  @LinksColumn() casted_events!: string[];
  @LinksColumn() casted_matches!: string[];
  @LinksColumn() player_relationships!: string[];
  @LinksColumn() signup_data!: string[];
  @LinksColumn() accolades!: string[];
  @LinksColumn() news!: string[];
  @IntColumn() manual_sr!: number | null;
  @IntColumn() composition_tank_sr!: number | null;
  @IntColumn() composition_dps_sr!: number | null;
  @IntColumn() composition_support_sr!: number | null;
  @TextColumn() draft_data!: string | null;
  @TextsColumn() eligible_roles!: string[];
  @TextColumn() remote_feed!: string | null;
  @TextColumn() cam_code!: string | null;
  @BoolColumn() use_cam!: boolean;
  @BoolColumn() pro!: boolean;
  /** Chat account (private, RULES (h)); unique, so one Discord account maps to one Player (create-player). */
  @Column('text', { nullable: true, unique: true }) discord_id!: string | null;
  @TextColumn() discord_tag!: string | null;
}
