import { Entity } from 'typeorm';
import { IdColumn, LinksColumn, TextColumn } from '@castline/nest-kit';

/** Table themes: the theme records (fields as in the spec's record shape). Never leaves the service. */
@Entity({ name: 'themes' })
export class ThemeEntity {
  @IdColumn() id!: string;
  @TextColumn() name!: string | null;
  @TextColumn() color_theme!: string | null;
  @TextColumn() color_accent!: string | null;
  @TextColumn() color_alt!: string | null;
  @TextColumn() color_logo_background!: string | null;
  @TextColumn() color_logo_accent!: string | null;
  @TextColumn() color_text_on_theme!: string | null;
  @TextColumn() color_text_on_logo_background!: string | null;
  @TextColumn() color_hero_recolor_primary!: string | null;
  @TextColumn() color_hero_recolor_secondary!: string | null;
  @TextColumn() color_navbar!: string | null;
  @TextColumn() color_body!: string | null;
  @TextColumn() color_text_on_body!: string | null;
  @TextColumn() color_website_passive!: string | null;
  @TextColumn() color_website_active!: string | null;
  @TextColumn() color_website_dark!: string | null;
  @TextColumn() color_website_text_on_dark!: string | null;
  @LinksColumn() small_logo!: string[];
  @LinksColumn() default_logo!: string[];
  @LinksColumn() teams!: string[];
  @LinksColumn() events!: string[];
}
