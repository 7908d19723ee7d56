import { Entity } from 'typeorm';
import {
  BoolColumn,
  DateColumn,
  IdColumn,
  JsonColumn,
  LinksColumn,
  TextColumn,
  TextsColumn,
} from '@castline/nest-kit';

/** Table events: the event records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'events' })
export class EventEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() short!: string | null;
  @TextColumn() series_name!: string | null;
  @TextColumn() series_subtitle!: string | null;
  @TextColumn() navbar_name!: string | null;
  @TextColumn() game!: string | null;
  @BoolColumn() clarify_teams!: boolean;
  @DateColumn() start_date!: string | null;
  @TextsColumn() event_date!: string[];
  @TextColumn() timezone!: string | null;
  @TextColumn() subdomain!: string | null;
  @TextColumn() partial_subdomain!: string | null;
  @BoolColumn() show_in_events!: boolean;
  @BoolColumn() in_progress!: boolean;
  @LinksColumn() theme!: string[];
  @LinksColumn() series!: string[];
  @LinksColumn() teams!: string[];
  @LinksColumn() matches!: string[];
  @LinksColumn() brackets!: string[];
  @LinksColumn() staff!: string[];
  @LinksColumn() player_relationships!: string[];
  @LinksColumn() brand_designers!: string[];
  @LinksColumn() casters!: string[];
  @LinksColumn() news_items!: string[];
  @LinksColumn() socials!: string[];
  @LinksColumn() accolades!: string[];
  @LinksColumn() signup_data!: string[];
  @LinksColumn() map_pool!: string[];
  @LinksColumn() broadcasts!: string[];
  @TextColumn() about!: string | null;
  @TextColumn() type_description!: string | null;
  @TextColumn() broadcast_css!: string | null;
  @TextColumn() blocks!: string | null;
  @TextsColumn() antileak!: string[];
  @TextColumn() _original_data_id!: string | null;
  /** Chat server of the event (private, RULES (h)). */
  @JsonColumn() discord_control!: { guild_id?: string } | null;
}
