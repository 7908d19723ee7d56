import { z } from 'zod';
import { f, RecordBase } from './fields.js';

/** Team (public-site §3, broadcast §3, RULES (h)). */
export const TeamRecordSchema = RecordBase.extend({
  __kind: z.literal('team'),
  name: f.text,
  code: f.text,
  subtitle: f.text,
  theme: f.links,
  event: f.links,
  players: f.links,
  captains: f.links,
  staff: f.links,
  owners: f.links,
  brand_designers: f.links,
  matches: f.links,
  news_items: f.links,
  socials: f.links,
  accolades: f.links,
  ranking_text: f.text,
  ranking_sort: f.int,
  /** Where the rank came from (`fed:{bracket}:{N}.{win|lose}`), written by the resolver. */
  ranking_source: f.text,
  safe_twitch_name: f.text,
  limited_players: f.text,
});
export type TeamRecord = z.infer<typeof TeamRecordSchema>;

/**
 * Player (public-site §3, broadcast §3, RULES (h)), whole, as its owner produces it. Private fields (website_settings,
 * discord ids) never appear; crew fields (CREW_FIELDS) are kept out of anonymous reads by the read model.
 */
export const PlayerRecordSchema = RecordBase.extend({
  __kind: z.literal('player'),
  name: f.text,
  verified: f.bool,
  role: f.text,
  headshot: f.links,
  clients: f.links,
  live_guests: f.links,
  battletag: f.text,
  riot_id: f.text,
  marvel_rivals_username: f.text,
  steam_id: f.text,
  pronouns: f.text,
  pronunciation: f.text,
  favourite_hero: f.links,
  profile_picture_theme: f.links,
  member_of: f.links,
  captain_of: f.links,
  team_staff: f.links,
  brands_designed: f.links,
  owned_teams: f.links,
  event_staff: f.links,
  event_brands_designed: f.links,
  casted_events: f.links,
  casted_matches: f.links,
  player_relationships: f.links,
  signup_data: f.links,
  accolades: f.links,
  news: f.links,
  manual_sr: f.int,
  composition_tank_sr: f.int,
  composition_dps_sr: f.int,
  composition_support_sr: f.int,
  draft_data: f.text,
  eligible_roles: f.texts,
  remote_feed: f.text,
  cam_code: f.text,
  use_cam: f.bool,
  pro: f.bool,
});
export type PlayerRecord = z.infer<typeof PlayerRecordSchema>;

/** Signup data (public-site §3). */
export const SignupRecordSchema = RecordBase.extend({
  __kind: z.literal('signup'),
  event: f.links,
  player: f.links,
  main_role: f.text,
  sr: f.int,
  tank_sr: f.int,
  dps_sr: f.int,
  support_sr: f.int,
  info_for_captains: f.text,
  eligible_roles: f.texts,
});
export type SignupRecord = z.infer<typeof SignupRecordSchema>;

/** A player relationship: a player's role on matches, events or teams, with permissions. */
export const PlayerRelationshipRecordSchema = RecordBase.extend({
  __kind: z.literal('player_relationship'),
  player: f.links,
  singular_name: f.text,
  permissions: f.texts,
  matches: f.links,
  events: f.links,
  teams: f.links,
  clients: f.links,
  client_cams: f.texts,
});
export type PlayerRelationshipRecord = z.infer<typeof PlayerRelationshipRecordSchema>;
