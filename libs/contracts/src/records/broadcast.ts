import { z } from 'zod';
import { f, RecordBase } from './fields.js';

export const BROADCAST_SETTINGS = [
  'No animations',
  'Use built-in stingers',
  'Set title when going live',
  'Connect for team comms',
  'Connect for caster voice',
  'Highlight live match on bracket',
  'Highlight team on bracket',
  'Only show live match staff on break',
  'Only show primary matches staff on break',
  'Show pronouns on desk',
  'Show desk pronouns on new lines',
  'Use team codes',
  'Use dots instead of numbers for score',
  'Show banned heroes ingame',
  'Fade ingame sponsors',
  'Use coloured team themes',
  'Force zeros on versus',
  'Allow draw predictions',
] as const;
export const AUTOMATION_SETTINGS = [
  'Set title when live match changes',
  'Send Discord message when live match changes',
  'Set marker when live match changes',
  'Resolve predictions when live match completes',
] as const;
export const MAP_ATTACK_VALUES = ['Left', 'Right', 'Both'] as const;
export const DESK_DISPLAY_MODES = [
  'Scoreboard',
  'Scoreboard Bans',
  'Hero Draft',
  'Predictions',
  'Maps',
  'Drafted Maps',
  'Interview',
  'Notice (Event)',
  'Notice (Team 1)',
  'Notice (Team 2)',
  'Hidden',
  'Casters',
] as const;
export const BREAK_DISPLAY_VALUES = [
  'Automated',
  'Schedule',
  'Standings',
  'Image',
  'Bracket',
  'Staff',
  'Matchup',
  'Title',
  'Other Info',
  'Other Streams',
] as const;
export const BREAK_AUTOMATION_OPTIONS = [
  'use: Schedule',
  'use: Standings',
  'use: Bracket',
  'use: Matchup',
  'use: Image',
  'use: Staff',
  'use: Title',
  'use: Other Info',
  'setting: Always do 30s Matchup',
  'setting: Always do 30s Schedule',
] as const;
export const OBSERVER_SETTINGS = ['Show syncer', 'Show overlay', 'Use basic overlay'] as const;
export const BAR_OPTIONS = ['Countdown', 'Event logo', 'Next match', 'Sponsors', 'Title'] as const;

/**
 * Broadcast (broadcast §3, RULES (h)), whole, as its owner produces it. Private fields (discord_control,
 * prediction_id, channel tokens) never appear; crew fields (CREW_FIELDS) are kept out of anonymous reads by the
 * read model, so a public answer is `PublicRecord<BroadcastRecord>`.
 */
export const BroadcastRecordSchema = RecordBase.extend({
  __kind: z.literal('broadcast'),
  key: z.string(),
  name: f.text,
  active: f.bool,
  event: f.links,
  theme_override: f.links,
  gfx: f.links,
  break_gfx: f.links,
  other_broadcasts: f.links,
  headlines: f.links,
  use_headlines: f.bool,
  highlight_media: f.links,
  highlight_hero: f.links,
  highlight_team: f.links,
  highlight_player: f.links,
  highlight_event: f.links,
  live_match: f.links,
  show_live_match: f.bool,
  schedule: f.links,
  background: f.links,
  break_image: f.links,
  sponsors: f.links,
  persistent_sponsors: f.links,
  broadcast_settings: z.array(z.string()),
  automation_settings: z.array(z.string()),
  transition_offset: f.int,
  broadcast_css: f.text,
  clients: f.links,
  advertise: f.bool,
  map_attack: z.enum(MAP_ATTACK_VALUES).nullable(),
  timezone: f.text,
  title_format: f.text,
  special_title_format: f.text,
  stream_link: f.text,
  stream_url: f.text,
  channel_id: f.texts,
  channel_username: f.texts,
  guests: f.links,
  player_guests: f.links,
  manual_guests: f.text,
  notice_text: f.text,
  desk_display: f.text,
  observer_settings: f.texts,
  break_display: f.text,
  break_automation: f.texts,
  break_rotation_epoch: f.num,
  title: f.text,
  countdown_end: f.datetime,
  current_stage: f.text,
  bracket_key: f.text,
  bar_options: f.texts,
  full_cams: f.links,
  desk_graphics_display: f.text,
  desk_graphics_sponsors: f.links,
  match_description_format: f.text,
  middle_text_format: f.text,
  ingame_details_format: f.text,
  head_to_head_schedule_text_format: f.text,
  ingame_team_width: f.num,
  margin: f.num,
  hide_scores: f.bool,
  show_cams: f.bool,
  team_1_player_cams: f.links,
  team_2_player_cams: f.links,
  cams_default_params: f.text,
  cams_relay_prefix: f.text,
  track_group_roles: f.links,
  ad_read_groups: f.links,
  auction_display: f.text,
  trivia_settings: f.text,
  map_set: f.links,
  available_for_solo: f.bool,
});
export type BroadcastRecord = z.infer<typeof BroadcastRecordSchema>;

/** Client (broadcast §3): a production client; its first broadcast is the active one. */
export const ClientRecordSchema = RecordBase.extend({
  __kind: z.literal('client'),
  key: z.string(),
  name: f.text,
  staff: f.links,
  cams: f.links,
  broadcast: f.links,
  team_1_cams: f.links,
  team_2_cams: f.links,
});
export type ClientRecord = z.infer<typeof ClientRecordSchema>;

export const GFX_TYPES = [
  'Schedule',
  'Bracket',
  'Image',
  'Iframe',
  'Standings',
  'Text',
  'Multi Standings',
  'MVP',
  'Stats',
  'Rosters',
] as const;
/** GFX item (broadcast §3, OVERLAYS gfx/:index). */
export const GfxRecordSchema = RecordBase.extend({
  __kind: z.literal('gfx'),
  name: f.text,
  type: z.enum(GFX_TYPES).nullable(),
  title: f.text,
  broadcast: f.links,
  image: f.links,
  url: f.text,
  data: f.text,
});
export type GfxRecord = z.infer<typeof GfxRecordSchema>;

/**
 * Track group (OVERLAYS music: BC track_group_roles → track groups): a named list of background music tracks for
 * a role (e.g. "Break", "Pre-show"). `tracks` is JSON text: an array of { title, artist, url } (TrackGroupTrack).
 */
export const TrackGroupRecordSchema = RecordBase.extend({
  __kind: z.literal('track_group'),
  name: f.text,
  role: f.text,
  tracks: f.text,
  broadcasts: f.links,
});
export type TrackGroupRecord = z.infer<typeof TrackGroupRecordSchema>;
/** One track of a track group's `tracks` JSON. */
export const TrackGroupTrackSchema = z.object({
  title: z.string(),
  artist: z.string().nullable().optional(),
  url: z.string(),
});
export type TrackGroupTrack = z.infer<typeof TrackGroupTrackSchema>;
