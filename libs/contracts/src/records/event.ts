import { z } from 'zod';
import { f, RecordBase } from './fields.js';

export const ANTILEAK_OPTIONS = [
  'Hide all',
  'Hide teams',
  'Hide matches',
  'Hide brackets',
  'Hide articles',
  'Hide staff',
] as const;

/** Event (public-site §3, broadcast §3, RULES (h)). `blocks` is the raw JSON settings text. */
export const EventRecordSchema = RecordBase.extend({
  __kind: z.literal('event'),
  name: f.text,
  short: f.text,
  series_name: f.text,
  series_subtitle: f.text,
  navbar_name: f.text,
  game: f.text,
  clarify_teams: f.bool,
  start_date: f.date,
  event_date: z.array(z.iso.date()),
  timezone: f.text,
  subdomain: f.text,
  partial_subdomain: f.text,
  show_in_events: f.bool,
  in_progress: f.bool,
  theme: f.links,
  series: f.links,
  teams: f.links,
  matches: f.links,
  brackets: f.links,
  staff: f.links,
  player_relationships: f.links,
  brand_designers: f.links,
  casters: f.links,
  news_items: f.links,
  socials: f.links,
  accolades: f.links,
  signup_data: f.links,
  map_pool: f.links,
  broadcasts: f.links,
  about: f.text,
  type_description: f.text,
  broadcast_css: f.text,
  blocks: f.text,
  /**
   * Derived, not stored: the event has a `logging.matchTimeChanges` chat channel (its id stays private with the
   * rest of `logging`), so a start change can be announced with send-reschedule-message (broadcast §7; the
   * dashboard's Match Editor offers it only then).
   */
  announces_time_changes: f.bool,
  antileak: z.array(z.enum(ANTILEAK_OPTIONS)),
  _original_data_id: f.text,
});
export type EventRecord = z.infer<typeof EventRecordSchema>;

export const EventSeriesRecordSchema = RecordBase.extend({
  __kind: z.literal('event_series'),
  name: f.text,
  order: f.int,
  events: f.links,
  theme: f.links,
  _original_data_id: f.text,
});
export type EventSeriesRecord = z.infer<typeof EventSeriesRecordSchema>;

export const SOCIAL_TYPES = [
  'Twitter',
  'Twitch',
  'YouTube',
  'Discord',
  'Merch',
  'Liquipedia',
] as const;
export const SocialRecordSchema = RecordBase.extend({
  __kind: z.literal('social'),
  type: z.enum(SOCIAL_TYPES),
  url: z.string(),
  name: f.text,
  approved: f.bool,
  events: f.links,
  teams: f.links,
});
export type SocialRecord = z.infer<typeof SocialRecordSchema>;

export const NewsRecordSchema = RecordBase.extend({
  __kind: z.literal('news'),
  name: f.text,
  slug: z.string(),
  content: f.text,
  summary: f.text,
  released: f.datetime,
  events: f.links,
  teams: f.links,
  players: f.links,
  media: f.links,
  video_url: f.text,
});
export type NewsRecord = z.infer<typeof NewsRecordSchema>;

export const AccoladeRecordSchema = RecordBase.extend({
  __kind: z.literal('accolade'),
  name: f.text,
  emoji: f.text,
  events: f.links,
  players: f.links,
  teams: f.links,
});
export type AccoladeRecord = z.infer<typeof AccoladeRecordSchema>;
