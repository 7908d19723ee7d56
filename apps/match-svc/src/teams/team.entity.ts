import { Entity } from 'typeorm';
import { IdColumn, IntColumn, JsonColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table teams: the team records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'teams' })
export class TeamEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() code!: string | null;
  @TextColumn() subtitle!: string | null;
  @LinksColumn() theme!: string[];
  @LinksColumn() event!: string[];
  @LinksColumn() players!: string[];
  @LinksColumn() captains!: string[];
  @LinksColumn() staff!: string[];
  @LinksColumn() owners!: string[];
  @LinksColumn() brand_designers!: string[];
  @LinksColumn() matches!: string[];
  @LinksColumn() news_items!: string[];
  @LinksColumn() socials!: string[];
  @LinksColumn() accolades!: string[];
  @TextColumn() ranking_text!: string | null;
  @IntColumn() ranking_sort!: number | null;
  @TextColumn() ranking_source!: string | null;
  @TextColumn() safe_twitch_name!: string | null;
  @TextColumn() limited_players!: string | null;
  /** Chat ids of the team (private, RULES (h)). */
  @JsonColumn() discord_control!: Record<string, string> | null;
}
