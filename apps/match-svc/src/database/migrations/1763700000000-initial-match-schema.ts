import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordStoreDownSql, recordStoreUpSql } from '@castline/nest-kit';

/** The match schema: typed tables, plus the records read model, outbox and audit of the record store. */
export class InitialMatchSchema1763700000000 implements MigrationInterface {
  name = 'InitialMatchSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "match"."events" ("id" text NOT NULL, "name" text, "short" text, "series_name" text, "series_subtitle" text, "navbar_name" text, "game" text, "clarify_teams" boolean NOT NULL DEFAULT false, "start_date" date, "event_date" text array NOT NULL DEFAULT '{}', "timezone" text, "subdomain" text, "partial_subdomain" text, "show_in_events" boolean NOT NULL DEFAULT false, "in_progress" boolean NOT NULL DEFAULT false, "theme" text array NOT NULL DEFAULT '{}', "series" text array NOT NULL DEFAULT '{}', "teams" text array NOT NULL DEFAULT '{}', "matches" text array NOT NULL DEFAULT '{}', "brackets" text array NOT NULL DEFAULT '{}', "staff" text array NOT NULL DEFAULT '{}', "player_relationships" text array NOT NULL DEFAULT '{}', "brand_designers" text array NOT NULL DEFAULT '{}', "casters" text array NOT NULL DEFAULT '{}', "news_items" text array NOT NULL DEFAULT '{}', "socials" text array NOT NULL DEFAULT '{}', "accolades" text array NOT NULL DEFAULT '{}', "signup_data" text array NOT NULL DEFAULT '{}', "map_pool" text array NOT NULL DEFAULT '{}', "broadcasts" text array NOT NULL DEFAULT '{}', "about" text, "type_description" text, "broadcast_css" text, "blocks" text, "antileak" text array NOT NULL DEFAULT '{}', "_original_data_id" text, "discord_control" jsonb, CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."event_series" ("id" text NOT NULL, "name" text, "order" integer, "events" text array NOT NULL DEFAULT '{}', "theme" text array NOT NULL DEFAULT '{}', "_original_data_id" text, CONSTRAINT "PK_9c68540164026e1a070a0a227f8" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."socials" ("id" text NOT NULL, "type" text NOT NULL, "url" text NOT NULL, "name" text, "approved" boolean NOT NULL DEFAULT false, "events" text array NOT NULL DEFAULT '{}', "teams" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_5e3ee018e1b66c619ae3d3b3309" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."news" ("id" text NOT NULL, "name" text, "slug" text NOT NULL, "content" text, "summary" text, "released" TIMESTAMP WITH TIME ZONE, "events" text array NOT NULL DEFAULT '{}', "teams" text array NOT NULL DEFAULT '{}', "players" text array NOT NULL DEFAULT '{}', "media" text array NOT NULL DEFAULT '{}', "video_url" text, CONSTRAINT "PK_39a43dfcb6007180f04aff2357e" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."accolades" ("id" text NOT NULL, "name" text, "emoji" text, "events" text array NOT NULL DEFAULT '{}', "players" text array NOT NULL DEFAULT '{}', "teams" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_e239dccdc94e924cb0f44616214" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."themes" ("id" text NOT NULL, "name" text, "color_theme" text, "color_accent" text, "color_alt" text, "color_logo_background" text, "color_logo_accent" text, "color_text_on_theme" text, "color_text_on_logo_background" text, "color_hero_recolor_primary" text, "color_hero_recolor_secondary" text, "color_navbar" text, "color_body" text, "color_text_on_body" text, "color_website_passive" text, "color_website_active" text, "color_website_dark" text, "color_website_text_on_dark" text, "small_logo" text array NOT NULL DEFAULT '{}', "default_logo" text array NOT NULL DEFAULT '{}', "teams" text array NOT NULL DEFAULT '{}', "events" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_ddbeaab913c18682e5c88155592" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."attachments" ("id" text NOT NULL, "fileExtension" text NOT NULL, "custom_url" text, "mime_type" text NOT NULL, "width" integer, "height" integer, "content" bytea, CONSTRAINT "PK_5e1f050bcff31e3084a1d662412" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."teams" ("id" text NOT NULL, "name" text, "code" text, "subtitle" text, "theme" text array NOT NULL DEFAULT '{}', "event" text array NOT NULL DEFAULT '{}', "players" text array NOT NULL DEFAULT '{}', "captains" text array NOT NULL DEFAULT '{}', "staff" text array NOT NULL DEFAULT '{}', "owners" text array NOT NULL DEFAULT '{}', "brand_designers" text array NOT NULL DEFAULT '{}', "matches" text array NOT NULL DEFAULT '{}', "news_items" text array NOT NULL DEFAULT '{}', "socials" text array NOT NULL DEFAULT '{}', "accolades" text array NOT NULL DEFAULT '{}', "ranking_text" text, "ranking_sort" integer, "safe_twitch_name" text, "limited_players" text, "discord_control" jsonb, CONSTRAINT "PK_7e5523774a38b08a6236d322403" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."players" ("id" text NOT NULL, "name" text, "verified" boolean NOT NULL DEFAULT false, "role" text, "headshot" text array NOT NULL DEFAULT '{}', "clients" text array NOT NULL DEFAULT '{}', "live_guests" text array NOT NULL DEFAULT '{}', "battletag" text, "riot_id" text, "marvel_rivals_username" text, "steam_id" text, "pronouns" text, "pronunciation" text, "favourite_hero" text array NOT NULL DEFAULT '{}', "profile_picture_theme" text array NOT NULL DEFAULT '{}', "member_of" text array NOT NULL DEFAULT '{}', "captain_of" text array NOT NULL DEFAULT '{}', "team_staff" text array NOT NULL DEFAULT '{}', "brands_designed" text array NOT NULL DEFAULT '{}', "owned_teams" text array NOT NULL DEFAULT '{}', "event_staff" text array NOT NULL DEFAULT '{}', "event_brands_designed" text array NOT NULL DEFAULT '{}', "casted_events" text array NOT NULL DEFAULT '{}', "casted_matches" text array NOT NULL DEFAULT '{}', "player_relationships" text array NOT NULL DEFAULT '{}', "signup_data" text array NOT NULL DEFAULT '{}', "accolades" text array NOT NULL DEFAULT '{}', "news" text array NOT NULL DEFAULT '{}', "manual_sr" integer, "composition_tank_sr" integer, "composition_dps_sr" integer, "composition_support_sr" integer, "draft_data" text, "eligible_roles" text array NOT NULL DEFAULT '{}', "remote_feed" text, "cam_code" text, "use_cam" boolean NOT NULL DEFAULT false, "pro" boolean NOT NULL DEFAULT false, "discord_id" text, "discord_tag" text, CONSTRAINT "PK_de22b8fdeee0c33ab55ae71da3b" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."signups" ("id" text NOT NULL, "event" text array NOT NULL DEFAULT '{}', "player" text array NOT NULL DEFAULT '{}', "main_role" text, "sr" integer, "tank_sr" integer, "dps_sr" integer, "support_sr" integer, "info_for_captains" text, "eligible_roles" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_00508d1ace4b24227069d2ffcda" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."player_relationships" ("id" text NOT NULL, "player" text array NOT NULL DEFAULT '{}', "singular_name" text, "permissions" text array NOT NULL DEFAULT '{}', "matches" text array NOT NULL DEFAULT '{}', "events" text array NOT NULL DEFAULT '{}', "teams" text array NOT NULL DEFAULT '{}', "clients" text array NOT NULL DEFAULT '{}', "client_cams" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_5af363e311ca9821312f86e775c" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."matches" ("id" text NOT NULL, "name" text, "start" TIMESTAMP WITH TIME ZONE, "duration" integer, "earliest_start" TIMESTAMP WITH TIME ZONE, "latest_start" TIMESTAMP WITH TIME ZONE, "teams" text array NOT NULL DEFAULT '{}', "score_1" integer, "score_2" integer, "first_to" integer, "forfeit" boolean NOT NULL DEFAULT false, "forfeit_reason" text, "maps" text array NOT NULL DEFAULT '{}', "match_group" text, "sub_event" text, "division" text, "round" text, "week_text" text, "week" integer, "day" text, "match_number" integer, "custom_name" text, "special_event" boolean NOT NULL DEFAULT false, "event" text array NOT NULL DEFAULT '{}', "game" text, "stream_code" text, "feeder_matches" text array NOT NULL DEFAULT '{}', "placeholder_teams" text, "placeholder_right" boolean NOT NULL DEFAULT false, "pick_ban_order" text, "flip_teams" boolean NOT NULL DEFAULT false, "show_on_overlays" boolean NOT NULL DEFAULT false, "show_on_secondary_overlays" boolean NOT NULL DEFAULT false, "mvp" text array NOT NULL DEFAULT '{}', "casters" text array NOT NULL DEFAULT '{}', "player_relationships" text array NOT NULL DEFAULT '{}', "vod" text, "vod_2" text, "alternative_vod" text, "brackets" text array NOT NULL DEFAULT '{}', "map_set" text array NOT NULL DEFAULT '{}', "live" boolean NOT NULL DEFAULT false, "reports" text array NOT NULL DEFAULT '{}', "report_history" text array NOT NULL DEFAULT '{}', "scheduled_broadcast" text array NOT NULL DEFAULT '{}', "slot_1_source" text, "slot_2_source" text, "game_version" text, CONSTRAINT "PK_8a22c7b2e0828988d51256117f4" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."maps" ("id" text NOT NULL, "match" text array NOT NULL DEFAULT '{}', "map" text array NOT NULL DEFAULT '{}', "name" text, "number" integer, "winner" text array NOT NULL DEFAULT '{}', "draw" boolean NOT NULL DEFAULT false, "banner" text array NOT NULL DEFAULT '{}', "picker" text array NOT NULL DEFAULT '{}', "score_1" integer, "score_2" integer, "public" boolean NOT NULL DEFAULT false, "flip_pick_ban_order" boolean NOT NULL DEFAULT false, "replay_code" text, "team_1_picks" text array NOT NULL DEFAULT '{}', "team_2_picks" text array NOT NULL DEFAULT '{}', "team_1_bans" text array NOT NULL DEFAULT '{}', "team_2_bans" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_dddaabaf432b881f9f6e13bf9bd" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."map_data" ("id" text NOT NULL, "name" text, "type" text, "game" text, "image" text array NOT NULL DEFAULT '{}', "video" text, CONSTRAINT "PK_5b53b9963b9649f646bd1e317de" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."heroes" ("id" text NOT NULL, "name" text, "role" text, "game" text, "icon" text array NOT NULL DEFAULT '{}', "main_image" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_9db096e6a3c6fe87c82c0af18fc" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."map_sets" ("id" text NOT NULL, "name" text, "maps" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_a2213f9d8ba07332a70014729bc" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."brackets" ("id" text NOT NULL, "name" text, "key" text, "ordered_matches" text array NOT NULL DEFAULT '{}', "bracket_layout" text, "show_times" boolean NOT NULL DEFAULT false, "show_broadcasts" boolean NOT NULL DEFAULT false, "overlay_scale" double precision, "hide_implications" boolean NOT NULL DEFAULT false, "hide_bracket" boolean NOT NULL DEFAULT false, "events" text array NOT NULL DEFAULT '{}', "associated_match_group" text, CONSTRAINT "PK_557930575b564b859ce0f0c99c5" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."reports" ("id" text NOT NULL, "type" text NOT NULL, "state" text NOT NULL, "match" text array NOT NULL DEFAULT '{}', "team" text array NOT NULL DEFAULT '{}', "player" text array NOT NULL DEFAULT '{}', "data" jsonb, "countered_data" jsonb, "log" jsonb NOT NULL DEFAULT '[]', "approved" boolean NOT NULL DEFAULT false, "approved_by_team" boolean NOT NULL DEFAULT false, "approved_by_opponent" boolean NOT NULL DEFAULT false, "approved_by_staff" boolean NOT NULL DEFAULT false, "denied_by_staff" boolean NOT NULL DEFAULT false, "denied_by_opponent" boolean NOT NULL DEFAULT false, "countered_by_opponent" boolean NOT NULL DEFAULT false, "force_approved" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_d9013193989303580053c0b5ef6" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "match"."broadcast_live" ("id" text NOT NULL, "live_match" text array NOT NULL DEFAULT '{}', "advertise" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_bf2b623572fa7746ff33ca26e10" PRIMARY KEY ("id"))`,
    );
    for (const sql of recordStoreUpSql('match')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of recordStoreDownSql('match')) await q.query(sql);
    await q.query(`DROP TABLE "match"."broadcast_live"`);
    await q.query(`DROP TABLE "match"."reports"`);
    await q.query(`DROP TABLE "match"."brackets"`);
    await q.query(`DROP TABLE "match"."map_sets"`);
    await q.query(`DROP TABLE "match"."heroes"`);
    await q.query(`DROP TABLE "match"."map_data"`);
    await q.query(`DROP TABLE "match"."maps"`);
    await q.query(`DROP TABLE "match"."matches"`);
    await q.query(`DROP TABLE "match"."player_relationships"`);
    await q.query(`DROP TABLE "match"."signups"`);
    await q.query(`DROP TABLE "match"."players"`);
    await q.query(`DROP TABLE "match"."teams"`);
    await q.query(`DROP TABLE "match"."attachments"`);
    await q.query(`DROP TABLE "match"."themes"`);
    await q.query(`DROP TABLE "match"."accolades"`);
    await q.query(`DROP TABLE "match"."news"`);
    await q.query(`DROP TABLE "match"."socials"`);
    await q.query(`DROP TABLE "match"."event_series"`);
    await q.query(`DROP TABLE "match"."events"`);
  }
}
