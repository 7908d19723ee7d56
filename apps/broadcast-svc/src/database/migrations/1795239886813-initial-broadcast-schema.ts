import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordStoreDownSql, recordStoreUpSql } from '@castline/nest-kit';

/** The broadcast schema: typed tables, plus the records read model, outbox and audit of the record store. */
export class InitialBroadcastSchema1795239886813 implements MigrationInterface {
  name = 'InitialBroadcastSchema1795239886813';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "broadcast"."broadcasts" ("id" text NOT NULL, "key" text NOT NULL, "name" text, "active" boolean NOT NULL DEFAULT false, "event" text array NOT NULL DEFAULT '{}', "theme_override" text array NOT NULL DEFAULT '{}', "gfx" text array NOT NULL DEFAULT '{}', "break_gfx" text array NOT NULL DEFAULT '{}', "other_broadcasts" text array NOT NULL DEFAULT '{}', "headlines" text array NOT NULL DEFAULT '{}', "use_headlines" boolean NOT NULL DEFAULT false, "highlight_media" text array NOT NULL DEFAULT '{}', "highlight_hero" text array NOT NULL DEFAULT '{}', "highlight_team" text array NOT NULL DEFAULT '{}', "highlight_player" text array NOT NULL DEFAULT '{}', "highlight_event" text array NOT NULL DEFAULT '{}', "live_match" text array NOT NULL DEFAULT '{}', "show_live_match" boolean NOT NULL DEFAULT false, "schedule" text array NOT NULL DEFAULT '{}', "background" text array NOT NULL DEFAULT '{}', "break_image" text array NOT NULL DEFAULT '{}', "sponsors" text array NOT NULL DEFAULT '{}', "persistent_sponsors" text array NOT NULL DEFAULT '{}', "broadcast_settings" text array NOT NULL DEFAULT '{}', "automation_settings" text array NOT NULL DEFAULT '{}', "transition_offset" integer, "broadcast_css" text, "clients" text array NOT NULL DEFAULT '{}', "advertise" boolean NOT NULL DEFAULT false, "map_attack" text, "timezone" text, "title_format" text, "special_title_format" text, "stream_link" text, "stream_url" text, "channel_id" text array NOT NULL DEFAULT '{}', "channel_username" text array NOT NULL DEFAULT '{}', "guests" text array NOT NULL DEFAULT '{}', "player_guests" text array NOT NULL DEFAULT '{}', "manual_guests" text, "notice_text" text, "desk_display" text, "observer_settings" text array NOT NULL DEFAULT '{}', "break_display" text, "break_automation" text array NOT NULL DEFAULT '{}', "break_rotation_epoch" double precision, "title" text, "countdown_end" TIMESTAMP WITH TIME ZONE, "current_stage" text, "bracket_key" text, "bar_options" text array NOT NULL DEFAULT '{}', "full_cams" text array NOT NULL DEFAULT '{}', "desk_graphics_display" text, "desk_graphics_sponsors" text array NOT NULL DEFAULT '{}', "match_description_format" text, "middle_text_format" text, "ingame_details_format" text, "head_to_head_schedule_text_format" text, "ingame_team_width" double precision, "margin" double precision, "hide_scores" boolean NOT NULL DEFAULT false, "show_cams" boolean NOT NULL DEFAULT false, "team_1_player_cams" text array NOT NULL DEFAULT '{}', "team_2_player_cams" text array NOT NULL DEFAULT '{}', "cams_default_params" text, "cams_relay_prefix" text, "track_group_roles" text array NOT NULL DEFAULT '{}', "ad_read_groups" text array NOT NULL DEFAULT '{}', "auction_display" text, "trivia_settings" text, "map_set" text array NOT NULL DEFAULT '{}', "available_for_solo" boolean NOT NULL DEFAULT false, "discord_control" jsonb, "prediction_id" text, CONSTRAINT "PK_b0586900034d0726bbdcb1b21b2" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "broadcast"."gfx" ("id" text NOT NULL, "name" text, "type" text, "title" text, "broadcast" text array NOT NULL DEFAULT '{}', "image" text array NOT NULL DEFAULT '{}', "url" text, "data" text, CONSTRAINT "PK_86c82dd9723116c67809502f4fc" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "broadcast"."clients" ("id" text NOT NULL, "key" text NOT NULL, "name" text, "staff" text array NOT NULL DEFAULT '{}', "cams" text array NOT NULL DEFAULT '{}', "broadcast" text array NOT NULL DEFAULT '{}', "team_1_cams" text array NOT NULL DEFAULT '{}', "team_2_cams" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_f1ab7cf3a5714dbc6bb4e1c28a4" PRIMARY KEY ("id"))`,
    );
    for (const sql of recordStoreUpSql('broadcast')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of recordStoreDownSql('broadcast')) await q.query(sql);
    await q.query(`DROP TABLE "broadcast"."clients"`);
    await q.query(`DROP TABLE "broadcast"."gfx"`);
    await q.query(`DROP TABLE "broadcast"."broadcasts"`);
  }
}
