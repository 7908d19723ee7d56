import { z } from 'zod';
import {
  EventRecordSchema,
  EventSeriesRecordSchema,
  SocialRecordSchema,
  NewsRecordSchema,
  AccoladeRecordSchema,
} from './event.js';
import { ThemeRecordSchema, AttachmentRecordSchema } from './theme.js';
import {
  TeamRecordSchema,
  PlayerRecordSchema,
  SignupRecordSchema,
  PlayerRelationshipRecordSchema,
} from './team.js';
import {
  MatchRecordSchema,
  MapRecordSchema,
  MapDataRecordSchema,
  HeroRecordSchema,
  MapSetRecordSchema,
  BracketRecordSchema,
  ReportRecordSchema,
} from './match.js';
import {
  BroadcastRecordSchema,
  ClientRecordSchema,
  GfxRecordSchema,
  TrackGroupRecordSchema,
} from './broadcast.js';

export * from './fields.js';
export * from './event.js';
export * from './theme.js';
export * from './team.js';
export * from './match.js';
export * from './broadcast.js';
export * from './derived.js';
export * from './event-blocks.js';
export * from './crew-fields.js';
export * from './blank-records.js';
export * from './create-blank-record.js';

/** Every stored record kind, by its `__kind` tag. */
export const RECORD_SCHEMAS = {
  event: EventRecordSchema,
  event_series: EventSeriesRecordSchema,
  social: SocialRecordSchema,
  news: NewsRecordSchema,
  accolade: AccoladeRecordSchema,
  theme: ThemeRecordSchema,
  attachment: AttachmentRecordSchema,
  team: TeamRecordSchema,
  player: PlayerRecordSchema,
  signup: SignupRecordSchema,
  player_relationship: PlayerRelationshipRecordSchema,
  match: MatchRecordSchema,
  map: MapRecordSchema,
  map_data: MapDataRecordSchema,
  hero: HeroRecordSchema,
  map_set: MapSetRecordSchema,
  bracket: BracketRecordSchema,
  report: ReportRecordSchema,
  broadcast: BroadcastRecordSchema,
  client: ClientRecordSchema,
  gfx: GfxRecordSchema,
  track_group: TrackGroupRecordSchema,
} as const;
export type RecordKind = keyof typeof RECORD_SCHEMAS;
export const RECORD_KINDS = Object.keys(RECORD_SCHEMAS) as RecordKind[];

export const StoredRecordSchema = z.discriminatedUnion('__kind', [
  EventRecordSchema,
  EventSeriesRecordSchema,
  SocialRecordSchema,
  NewsRecordSchema,
  AccoladeRecordSchema,
  ThemeRecordSchema,
  AttachmentRecordSchema,
  TeamRecordSchema,
  PlayerRecordSchema,
  SignupRecordSchema,
  PlayerRelationshipRecordSchema,
  MatchRecordSchema,
  MapRecordSchema,
  MapDataRecordSchema,
  HeroRecordSchema,
  MapSetRecordSchema,
  BracketRecordSchema,
  ReportRecordSchema,
  BroadcastRecordSchema,
  ClientRecordSchema,
  GfxRecordSchema,
  TrackGroupRecordSchema,
]);
export type StoredRecord = z.infer<typeof StoredRecordSchema>;
/** The stored record type of one kind, e.g. RecordOf<'match'> = MatchRecord. */
export type RecordOf<K extends RecordKind> = Extract<StoredRecord, { __kind: K }>;

/** A record as the read path returns it: any record (stored or derived) plus `__id`, or `{__id}` when unknown. */
export type Thing = { __id: string; id?: string; [field: string]: unknown };
export const ThingSchema = z.looseObject({ __id: z.string(), id: z.string().optional() });

/** The player and broadcast records as an anonymous read answers them: without their crew-only fields (CREW_FIELDS). */
export const PublicPlayerRecordSchema = PlayerRecordSchema.omit({
  clients: true,
  remote_feed: true,
  cam_code: true,
  use_cam: true,
});
export const PublicBroadcastRecordSchema = BroadcastRecordSchema.omit({
  cams_default_params: true,
  cams_relay_prefix: true,
  automation_settings: true,
});
/** Any stored record as an anonymous read answers it. */
export const PublicStoredRecordSchema = z.discriminatedUnion('__kind', [
  EventRecordSchema,
  EventSeriesRecordSchema,
  SocialRecordSchema,
  NewsRecordSchema,
  AccoladeRecordSchema,
  ThemeRecordSchema,
  AttachmentRecordSchema,
  TeamRecordSchema,
  PublicPlayerRecordSchema,
  SignupRecordSchema,
  PlayerRelationshipRecordSchema,
  MatchRecordSchema,
  MapRecordSchema,
  MapDataRecordSchema,
  HeroRecordSchema,
  MapSetRecordSchema,
  BracketRecordSchema,
  ReportRecordSchema,
  PublicBroadcastRecordSchema,
  ClientRecordSchema,
  GfxRecordSchema,
  TrackGroupRecordSchema,
]);
