import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { PROD_SEND_EVENTS, TALLY_STATES } from './names.js';

/**
 * Production socket messages (broadcast §7 "Realtime socket", OVERLAYS.md §2 and §3, RULES (j) and (k)
 * special:streams). Every inbound message is checked with these schemas by realtime-svc; every field is bounded.
 * Objects are strict: an unknown key is refused with a message naming it, never dropped silently.
 */

/** Longest client or broadcast key a join may carry. */
export const MAX_PROD_KEY_LENGTH = 100;
/** Longest short text (names, components, scenes, OBS request names). */
export const MAX_PROD_TEXT_LENGTH = 200;
/** Longest path or URL text. */
export const MAX_PROD_PATH_LENGTH = 2048;
/** Largest free-form JSON payload (prod-update data, tally_change data, OBS request data), serialised. */
export const MAX_PROD_JSON_BYTES = 16_384;
/** Most keys a free-form settings group (video, encoder) may hold. */
export const MAX_PROD_SETTINGS_KEYS = 64;
/** Highest desk person, observer or talent number a message may name. */
export const MAX_PROD_PERSON_NUMBER = 32;
/** Longest auto_draft interval, in seconds. */
export const MAX_AUTO_DRAFT_SECONDS = 600;

/** A client or broadcast key (letters, digits, `-`, `_`, `.`). */
export const ProdKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_PROD_KEY_LENGTH)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Keys contain only letters, digits and _ - .');

const shortText = z.string().max(MAX_PROD_TEXT_LENGTH);
/** An OBS scene name; null while OBS has none (studio mode off has no preview). */
const SceneNameSchema = shortText.nullable();
/** The transmitter's name as its page reports it. */
const ClientNameSchema = z.string().trim().min(1).max(MAX_PROD_TEXT_LENGTH);

/** A JSON value whose serialised form stays within MAX_PROD_JSON_BYTES. */
export const BoundedJsonSchema = z
  .json()
  .refine(
    (value) => JSON.stringify(value).length <= MAX_PROD_JSON_BYTES,
    `Must be at most ${MAX_PROD_JSON_BYTES} characters of JSON`,
  );

/**
 * Optional target of a sending message: the client key whose room it goes to. Without it the target is the one
 * client room the socket joined with prod-join.
 */
const TargetClient = { client: ProdKeySchema.optional() };

// --- Joins and association ---

/** prod-join: the client key (case-insensitive). */
export const ProdJoinPayloadSchema = ProdKeySchema;
/** prod-broadcast-join: the broadcast key. */
export const ProdBroadcastJoinPayloadSchema = ProdKeySchema;
/** prod-overview-join: the client key whose overview (the admin page's overlay list) to join. */
export const ProdOverviewJoinPayloadSchema = ProdKeySchema;
/** associate_token: a token from the Token modal. */
export const AssociateTokenPayloadSchema = z.string().trim().min(1).max(200);

// --- prod-update and prod-send ---

/** prod-update: an overlay's own status report (OVERLAYS.md §2 "prod-update reporting"). */
export const ProdUpdatePayloadSchema = z.strictObject({
  ...TargetClient,
  clientName: shortText.nullable(),
  component: shortText,
  path: z.string().max(MAX_PROD_PATH_LENGTH),
  fullPath: z.string().max(MAX_PROD_PATH_LENGTH),
  active: z.boolean(),
  visible: z.boolean(),
  data: BoundedJsonSchema.nullish(),
});
export type ProdUpdatePayload = z.infer<typeof ProdUpdatePayloadSchema>;
/** prod-update as the overview room receives it: the report plus the overlay's socket id (for prod-send). */
export type ProdUpdateRelay = Omit<ProdUpdatePayload, 'client'> & { socketId: string };

/** A Socket.IO socket id. */
export const SocketIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a socket id');

/** prod-send: one server → client event for one overlay socket of the sender's client room. */
export const ProdSendPayloadSchema = z.strictObject({
  ...TargetClient,
  socketId: SocketIdSchema,
  event: z.enum(PROD_SEND_EVENTS),
  payload: BoundedJsonSchema.optional(),
});
export type ProdSendPayload = z.infer<typeof ProdSendPayloadSchema>;

// --- prod_trigger (OVERLAYS.md §3) ---

const PersonNumberSchema = z.number().int().min(1).max(MAX_PROD_PERSON_NUMBER);
const bare = <T extends string>(trigger: T) =>
  z.strictObject({ ...TargetClient, trigger: z.literal(trigger) });

/** An OBS websocket request the remote overlay relays (`requestType` as OBS names it, e.g. SetCurrentProgramScene). */
export const ObsRemoteCommandSchema = z.strictObject({
  requestType: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z]+$/, 'An OBS request name (letters only)'),
  requestData: z.record(z.string().max(MAX_PROD_TEXT_LENGTH), BoundedJsonSchema).optional(),
});

/** prod_trigger: one overlay trigger of OVERLAYS.md §3, relayed to the client room as received (less `client`). */
export const ProdTriggerPayloadSchema = z.discriminatedUnion('trigger', [
  z.strictObject({ ...TargetClient, trigger: z.literal('show_talent'), n: PersonNumberSchema }),
  z.strictObject({ ...TargetClient, trigger: z.literal('hide_talent'), n: PersonNumberSchema }),
  z.strictObject({ ...TargetClient, trigger: z.literal('toggle_talent'), n: PersonNumberSchema }),
  bare('clear_talent'),
  z.strictObject({
    ...TargetClient,
    trigger: z.literal('comms_enable'),
    team: z.union([z.literal(1), z.literal(2)]),
  }),
  bare('comms_disable'),
  bare('reset_draft'),
  bare('show_full_draft'),
  bare('advance_draft'),
  z.strictObject({
    ...TargetClient,
    trigger: z.literal('auto_draft'),
    seconds: z.number().int().min(1).max(MAX_AUTO_DRAFT_SECONDS),
  }),
  bare('toggle_cams'),
  bare('enable_confetti'),
  bare('disable_confetti'),
  bare('stop_confetti'),
  bare('skip_song'),
  bare('fade_skip_song'),
  bare('fade_stop_song'),
  bare('map_music'),
  bare('fade_map_music'),
  bare('ad_read_start'),
  z.strictObject({
    ...TargetClient,
    trigger: z.literal('obs_remote_control'),
    command: ObsRemoteCommandSchema,
  }),
]);
export type ProdTriggerPayload = z.infer<typeof ProdTriggerPayloadSchema>;
/** prod_trigger as overlays receive it. */
export type ProdTrigger = DistributiveOmit<ProdTriggerPayload, 'client'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// --- Transmitter messages (OBS) ---

/** obs_data_change: the transmitter's OBS preview and program scenes. */
export const ObsDataChangePayloadSchema = z.strictObject({
  ...TargetClient,
  clientName: ClientNameSchema,
  previewScene: SceneNameSchema,
  programScene: SceneNameSchema,
});
export type ObsDataChangePayload = z.infer<typeof ObsDataChangePayloadSchema>;

/** OBS GetStreamStatus, as much as special:streams keeps. outputDuration in ms. */
export const ObsStreamStatusSchema = z.strictObject({
  outputActive: z.boolean(),
  outputDuration: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type ObsStreamStatus = z.infer<typeof ObsStreamStatusSchema>;

const SettingsGroupSchema = z
  .record(
    z.string().max(64),
    z.union([z.number(), z.string().max(MAX_PROD_TEXT_LENGTH), z.boolean(), z.null()]),
  )
  .refine(
    (group) => Object.keys(group).length <= MAX_PROD_SETTINGS_KEYS,
    `At most ${MAX_PROD_SETTINGS_KEYS} settings`,
  );

/**
 * The transmitter's stream settings. `key` (the stream key) is accepted so a transmitter may pass what OBS
 * answers, but it is never stored or relayed: special:streams entries are built from the other fields only.
 */
export const ObsStreamSettingsSchema = z.strictObject({
  service: shortText.nullish(),
  server: z.string().max(MAX_PROD_PATH_LENGTH).nullish(),
  key: z.string().max(MAX_PROD_PATH_LENGTH).nullish(),
  channelId: shortText.nullish(),
  delay: z
    .strictObject({ enabled: z.boolean(), seconds: z.number().int().min(0).max(3600) })
    .nullish(),
  video: SettingsGroupSchema.nullish(),
  encoder: SettingsGroupSchema.nullish(),
});
export type ObsStreamSettings = z.infer<typeof ObsStreamSettingsSchema>;
/** Settings as special:streams lists them: never the stream key. */
export type PublicStreamSettings = Omit<ObsStreamSettings, 'key'>;

/** Preview and program scene of a transmitter. */
export const ObsScenesSchema = z.strictObject({
  preview: SceneNameSchema,
  program: SceneNameSchema,
});
export type ObsScenes = z.infer<typeof ObsScenesSchema>;

/** obs_stream_status: the transmitter's stream status, settings and scenes. */
export const ObsStreamStatusPayloadSchema = z.strictObject({
  ...TargetClient,
  clientName: ClientNameSchema,
  status: ObsStreamStatusSchema,
  settings: ObsStreamSettingsSchema,
  scenes: ObsScenesSchema,
});
export type ObsStreamStatusPayload = z.infer<typeof ObsStreamStatusPayloadSchema>;

/** obs_disconnect: the transmitter lost OBS. */
export const ObsDisconnectPayloadSchema = z.strictObject({
  ...TargetClient,
  clientName: ClientNameSchema,
});
export type ObsDisconnectPayload = z.infer<typeof ObsDisconnectPayloadSchema>;

// --- Relayed messages ---

/** pip_announce: observer n (1-based Observer relationship) is in picture-in-picture (LIVE while active). */
export const PipAnnouncePayloadSchema = z.strictObject({
  ...TargetClient,
  observer: PersonNumberSchema,
  active: z.boolean(),
});
export type PipAnnouncePayload = z.infer<typeof PipAnnouncePayloadSchema>;

/** tally_change: a tally change from a crew tool, relayed to client and broadcast rooms. */
export const TallyChangePayloadSchema = z.strictObject({
  ...TargetClient,
  clientName: shortText.nullish(),
  data: BoundedJsonSchema,
});
export type TallyChangePayload = z.infer<typeof TallyChangePayloadSchema>;

/** media_update: media elapsed and remaining (seconds), relayed to the client room (the clock overlay). */
export const MediaUpdatePayloadSchema = z.strictObject({
  ...TargetClient,
  name: shortText.nullish(),
  elapsed: z.number().min(0).max(86_400),
  remaining: z.number().min(0).max(86_400),
});
export type MediaUpdatePayload = z.infer<typeof MediaUpdatePayloadSchema>;

// --- Server → client ---

/** One person's tally state in prod_preview_program_change (our addition; RULES (j)). */
export const TallyEntrySchema = z.object({
  /** `replay_producer`, `observer_director` or `observer-{n}`. */
  person: z.string(),
  /** The player holding that relationship on the live match, if any. */
  player: RecordIdSchema.nullable(),
  state: z.enum(TALLY_STATES),
});
export type TallyEntry = z.infer<typeof TallyEntrySchema>;

/** prod_preview_program_change (server → client and broadcast rooms). */
export const ProdPreviewProgramChangeSchema = z.object({
  /** The transmitter (clientName) whose change this is. */
  emitSource: z.string(),
  broadcastKey: z.string().nullable(),
  /** The client key of the room. */
  clientSource: z.string(),
  previewScene: z.string().nullable(),
  programScene: z.string().nullable(),
  /** Everyone LIVE or in PREVIEW after this change (people in neither are left out). */
  tally: z.array(TallyEntrySchema),
});
export type ProdPreviewProgramChange = z.infer<typeof ProdPreviewProgramChangeSchema>;

/** comms_enable (server → client room). */
export const CommsEnableEventSchema = z.object({ team: z.union([z.literal(1), z.literal(2)]) });
export type CommsEnableEvent = z.infer<typeof CommsEnableEventSchema>;

/** One special:streams entry (RULES (k)): a connected transmitter, without its stream key. */
export const StreamEntrySchema = z.object({
  clientName: z.string(),
  /** The client key the transmitter sends for. */
  client: z.string(),
  socketId: z.string(),
  scenes: ObsScenesSchema,
  status: ObsStreamStatusSchema.nullable(),
  settings: ObsStreamSettingsSchema.omit({ key: true }).nullable(),
});
export type StreamEntry = z.infer<typeof StreamEntrySchema>;
/** special:streams as data_update carries it. */
export const StreamsRecordSchema = z.object({
  __id: z.literal('special:streams'),
  id: z.literal('special:streams'),
  __kind: z.literal('derived'),
  streams: z.array(StreamEntrySchema),
});
export type StreamsRecord = z.infer<typeof StreamsRecordSchema>;
