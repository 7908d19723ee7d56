import { z } from 'zod';
import { f, RecordBase } from './fields.js';

/** Match (public-site §3, broadcast §3, RULES (h)). */
export const MatchRecordSchema = RecordBase.extend({
  __kind: z.literal('match'),
  name: f.text,
  start: f.datetime,
  duration: f.int,
  earliest_start: f.datetime,
  latest_start: f.datetime,
  teams: f.links,
  score_1: f.int,
  score_2: f.int,
  first_to: f.int,
  forfeit: f.bool,
  forfeit_reason: f.text,
  maps: f.links,
  match_group: f.text,
  sub_event: f.text,
  division: f.text,
  round: f.text,
  week_text: f.text,
  week: f.int,
  day: f.text,
  match_number: f.int,
  custom_name: f.text,
  special_event: f.bool,
  event: f.links,
  game: f.text,
  stream_code: f.text,
  feeder_matches: f.links,
  placeholder_teams: f.text,
  placeholder_right: f.bool,
  pick_ban_order: f.text,
  flip_teams: f.bool,
  show_on_overlays: f.bool,
  show_on_secondary_overlays: f.bool,
  mvp: f.links,
  casters: f.links,
  player_relationships: f.links,
  vod: f.text,
  vod_2: f.text,
  alternative_vod: f.text,
  brackets: f.links,
  map_set: f.links,
  live: f.bool,
  reports: f.links,
  report_history: f.links,
  scheduled_broadcast: f.links,
  slot_1_source: f.text,
  slot_2_source: f.text,
  game_version: f.text,
});
export type MatchRecord = z.infer<typeof MatchRecordSchema>;

/** A map entry of a match (broadcast §3 "Map record"). Hero picks and bans are Hero links. */
export const MapRecordSchema = RecordBase.extend({
  __kind: z.literal('map'),
  match: f.links,
  map: f.links,
  name: f.text,
  number: f.int,
  winner: f.links,
  draw: f.bool,
  banner: f.links,
  picker: f.links,
  score_1: f.int,
  score_2: f.int,
  public: f.bool,
  flip_pick_ban_order: f.bool,
  replay_code: f.text,
  team_1_picks: f.links,
  team_2_picks: f.links,
  team_1_bans: f.links,
  team_2_bans: f.links,
});
export type MapRecord = z.infer<typeof MapRecordSchema>;

export const MAP_MODES = [
  'Assault',
  'Escort',
  'Hybrid',
  'Control',
  'Push',
  'Flashpoint',
  'Clash',
  'Spike',
  'SpikeRush',
  'ValDeathmatch',
  'Slayer',
  'Strongholds',
  'CTF',
  'Oddball',
] as const;

/** Map data (broadcast §3): a playable map of a game. */
export const MapDataRecordSchema = RecordBase.extend({
  __kind: z.literal('map_data'),
  name: f.text,
  type: f.text,
  game: f.text,
  image: f.links,
  video: f.text,
});
export type MapDataRecord = z.infer<typeof MapDataRecordSchema>;

/** Hero (broadcast §3). */
export const HeroRecordSchema = RecordBase.extend({
  __kind: z.literal('hero'),
  name: f.text,
  role: f.text,
  game: f.text,
  icon: f.links,
  main_image: f.links,
});
export type HeroRecord = z.infer<typeof HeroRecordSchema>;

/** A named set of maps (map_set on matches and broadcasts, event map pools). */
export const MapSetRecordSchema = RecordBase.extend({
  __kind: z.literal('map_set'),
  name: f.text,
  maps: f.links,
});
export type MapSetRecord = z.infer<typeof MapSetRecordSchema>;

/** Bracket (broadcast §3, RULES (c.1)). bracket_layout is JSON text. */
export const BracketRecordSchema = RecordBase.extend({
  __kind: z.literal('bracket'),
  name: f.text,
  key: f.text,
  ordered_matches: f.links,
  bracket_layout: f.text,
  show_times: f.bool,
  show_broadcasts: f.bool,
  overlay_scale: f.num,
  hide_implications: f.bool,
  hide_bracket: f.bool,
  events: f.links,
  associated_match_group: f.text,
});
export type BracketRecord = z.infer<typeof BracketRecordSchema>;

export const REPORT_TYPES = ['score', 'reschedule'] as const;
export const REPORT_STATES = [
  'AwaitingOpponent',
  'AwaitingStaff',
  'Countered',
  'Disputed',
  'Applied',
  'Denied',
  'Deleted',
  'Superseded',
  'DeniedByOpponent',
  'DeniedByStaff',
  'Withdrawn',
] as const;

/** A score report or reschedule request (public-site §3, RULES (b), (h)). */
export const ReportRecordSchema = RecordBase.extend({
  __kind: z.literal('report'),
  type: z.enum(REPORT_TYPES),
  state: z.enum(REPORT_STATES),
  match: f.links,
  team: f.links,
  player: f.links,
  data: z.unknown(),
  countered_data: z.unknown(),
  log: z.array(
    z.object({
      at: z.number(),
      actor: z.string(),
      team: z.string().nullable(),
      staff: z.boolean(),
      key: z.string(),
      text: z.string(),
    }),
  ),
  approved: f.bool,
  approved_by_team: f.bool,
  approved_by_opponent: f.bool,
  approved_by_staff: f.bool,
  denied_by_staff: f.bool,
  denied_by_opponent: f.bool,
  countered_by_opponent: f.bool,
  force_approved: f.bool,
});
export type ReportRecord = z.infer<typeof ReportRecordSchema>;
