// Zod-free on purpose: the web imports these without pulling schemas into its bundle.
/** Socket.IO event names (public-site §7; broadcast §7 production events come later). */
export const SOCKET_EVENTS = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  subscribeMultiple: 'subscribe-multiple',
  dataUpdate: 'data_update',
  websiteFlags: 'website_flags',
  /** Server → client: a refused or invalid message, `{status: 'error', message}` (Nest's WsException). */
  exception: 'exception',
  // --- Production rooms (broadcast §7 "Realtime socket", OVERLAYS.md §2 and §3) ---
  /** Client → server: join `prod:client-{key}` (client key; listening needs only the key). */
  prodJoin: 'prod-join',
  /** Client → server: join `prod:broadcast-{key}` (broadcast key). */
  prodBroadcastJoin: 'prod-broadcast-join',
  /** Client → server: join the client's overview room (the admin page's list of overlays; client key). */
  prodOverviewJoin: 'prod-overview-join',
  /** Client → server: a token from the Token modal; sending production messages needs it. */
  associateToken: 'associate_token',
  /** Client → server: an overlay's status; relayed to the client's overview room (same name). */
  prodUpdate: 'prod-update',
  /** Client → server: one server → client event for one socket (the admin page's reload button). */
  prodSend: 'prod-send',
  /** Client → server, relayed to the client room: an overlay trigger (OVERLAYS.md §3). */
  prodTrigger: 'prod_trigger',
  /** Client → server (transmitter): the OBS preview and program scenes; drives tally and special:streams. */
  obsDataChange: 'obs_data_change',
  /** Client → server (transmitter): stream status, settings and scenes; drives special:streams. */
  obsStreamStatus: 'obs_stream_status',
  /** Client → server (transmitter): OBS went away; the transmitter leaves special:streams. */
  obsDisconnect: 'obs_disconnect',
  /** Client → server, relayed to client and broadcast rooms: picture-in-picture announcement. */
  pipAnnounce: 'pip_announce',
  /** Client → server, relayed to client and broadcast rooms: a tally change. */
  tallyChange: 'tally_change',
  /** Client → server, relayed to the client room: media elapsed and remaining. */
  mediaUpdate: 'media_update',
  /** Server → client: association result `{player_id}` after associate_token succeeded. */
  tokenAssociated: 'token_associated',
  /** Server → overlay: report your state now (answer with prod-update). */
  sendProdUpdate: 'send_prod_update',
  /** Server → one overlay: reload the page. */
  prodButtonReload: 'prod_button_reload',
  /** Server → client room: listen in on one team `{team: 1 | 2}` (also relayed as prod_trigger). */
  commsEnable: 'comms_enable',
  /** Server → client room: listen in on no team (also relayed as prod_trigger). */
  commsDisable: 'comms_disable',
  /** Server → client and broadcast rooms: new preview and program scenes, with the tally (RULES (j)). */
  prodPreviewProgramChange: 'prod_preview_program_change',
} as const;

/** The overlay triggers of OVERLAYS.md §3 a prod_trigger may carry (`trigger` field). */
export const PROD_TRIGGERS = [
  'show_talent',
  'hide_talent',
  'toggle_talent',
  'clear_talent',
  'comms_enable',
  'comms_disable',
  'reset_draft',
  'show_full_draft',
  'advance_draft',
  'auto_draft',
  'toggle_cams',
  'enable_confetti',
  'disable_confetti',
  'stop_confetti',
  'skip_song',
  'fade_skip_song',
  'fade_stop_song',
  'map_music',
  'fade_map_music',
  'ad_read_start',
  'obs_remote_control',
] as const;
export type ProdTriggerName = (typeof PROD_TRIGGERS)[number];

/** The server → client events prod-send may deliver to one socket. */
export const PROD_SEND_EVENTS = ['prod_button_reload', 'send_prod_update'] as const;
export type ProdSendEvent = (typeof PROD_SEND_EVENTS)[number];

/** Tally states of RULES (j): a person on air, or in a preview. */
export const TALLY_STATES = ['live', 'preview'] as const;
export type TallyState = (typeof TALLY_STATES)[number];

/** Readable refusals of production messages (the `exception` event's message; new copy). */
export const PROD_TEXT = {
  notAssociated: 'Associate a token first (associate_token) to send production messages.',
  unknownClient: 'There is no client with that key.',
  noClient: 'Join your client room first (prod-join) or name the client.',
  severalClients: 'This connection joined several client rooms: name the client.',
  noSuchOverlay: 'No overlay with that socket id is in this client room.',
  tooFast: 'Too many production messages. Please slow down.',
  tooManyRooms: 'Too many production rooms on one connection.',
} as const;

/** Most production rooms (client, broadcast, overview) one socket may join. */
export const MAX_PROD_ROOMS_PER_SOCKET = 16;

/** The crew-only derived record listing connected transmitters (RULES (k)); realtime-svc serves it. */
export const SPECIAL_STREAMS_KEY = 'special:streams';

/** Most ids one socket may hold at once (a dashboard needs a few thousand at most). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 5000;

export const WEBSITE_FLAGS = ['server_rebuilding', 'high_error_rate'] as const;
export type WebsiteFlag = (typeof WEBSITE_FLAGS)[number];

/**
 * The web app's runtime config (`WebConfigSchema`): the gateway answers it here, the web app reads it once at
 * start, before it opens its socket.
 */
export const WEB_CONFIG_PATH = '/config.json';

/**
 * The server clock (RULES (f) "the synced broadcast clock"): `GET /time` on the gateway answers `ServerTimeSchema`
 * (the server's time in ms since the Unix epoch), uncached, with no login. Pages measure their offset from it (web
 * `overlays/shell/server-clock.ts`), so every break overlay of a broadcast shows the same slide.
 */
export const SERVER_TIME_PATH = '/time';

/** Most realtime origins the runtime config may list. */
export const MAX_REALTIME_URLS = 16;
