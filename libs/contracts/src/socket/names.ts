// Zod-free on purpose: the web imports these without pulling schemas into its bundle.
/** Socket.IO event names (public-site §7; broadcast §7 production events come later). */
export const SOCKET_EVENTS = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  subscribeMultiple: 'subscribe-multiple',
  dataUpdate: 'data_update',
  websiteFlags: 'website_flags',
} as const;

/** Most ids one socket may hold at once (a dashboard needs a few thousand at most). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 5000;

export const WEBSITE_FLAGS = ['server_rebuilding', 'high_error_rate'] as const;
export type WebsiteFlag = (typeof WEBSITE_FLAGS)[number];

/**
 * The web app's runtime config (`WebConfigSchema`): the gateway answers it here, the web app reads it once at
 * start, before it opens its socket.
 */
export const WEB_CONFIG_PATH = '/config.json';

/** Most realtime origins the runtime config may list. */
export const MAX_REALTIME_URLS = 16;
