import type { io as Io } from 'socket.io-client';
import { ThingStore } from '../lib/things/thing-store.js';
import type { ThingSocket } from '../lib/things/thing-socket.js';
import {
  loadRealtimeTarget,
  RealtimeSocket,
  type SocketRole,
} from '../lib/live/realtime-socket.js';
import { LiveStatus } from '../lib/live/live-status.js';
import { getBrowserStorage, SettingsStore } from '../lib/settings/settings-store.js';
import { AUTH_STORAGE_KEY, AuthStore } from '../lib/auth/auth-store.js';
import { documentCookieJar } from '../lib/auth/auth-cookie.js';
import { getAuthCookieDomain } from '../lib/auth/auth-hosts.js';
import { parseSiteHost, type SiteHost } from '../lib/host/parse-site-host.js';
import type { PageLocation } from '../lib/links/site-links.js';

/** Everything the app shares, created once at startup (no UI kit: overlays load this too). */
export interface AppServices {
  readonly socket: ThingSocket;
  readonly things: ThingStore;
  readonly live: LiveStatus;
  readonly settings: SettingsStore;
  readonly auth: AuthStore;
  readonly host: SiteHost;
  readonly location: PageLocation;
}

/**
 * The realtime socket (public-site §7): straight to a realtime-svc replica named by the runtime config
 * (GET /config.json; the page's own origin when it names none), websocket with polling fallback, reconnecting
 * forever and moving to another replica when one cannot be reached. A production socket (overlays) goes to the
 * replicas reserved for production when the config names them.
 */
function connectSocket(role: SocketRole): ThingSocket {
  // socket.io-client is its own chunk, fetched beside the runtime config (issue 11 item 3: out of the entry).
  let io: typeof Io | null = null;
  let path = '/socket.io';
  const socket = new RealtimeSocket({
    loadUrls: async () => {
      const [target, client] = await Promise.all([
        loadRealtimeTarget((input, init) => window.fetch(input, init), role),
        import('socket.io-client'),
      ]);
      io = client.io;
      path = target.path;
      return target.urls;
    },
    open: (url) => {
      if (!io) throw new Error('socket.io-client is not loaded yet');
      const options = {
        path,
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        forceNew: true,
      };
      return url === undefined ? io(options) : io(url, options);
    },
  });
  void socket.start();
  return socket;
}

/** Startup choices of a document (the overlay document passes its `token` query option). */
export interface AppServicesOptions {
  /**
   * A token the reads use instead of the signed-in user's (OVERLAYS §2 `token`): an overlay in OBS has no stored
   * login, and crew-only fields (RULES (h) C, e.g. cam codes) come only with an authenticated read.
   */
  readonly readToken?: string | null;
}

/**
 * Creates the app's services from the browser. `socketRole` 'production' (the overlay document) puts the socket
 * on the realtime replicas reserved for production sockets.
 */
export function createAppServices(
  socketRole: SocketRole = 'viewer',
  options: AppServicesOptions = {},
): AppServices {
  const socket = connectSocket(socketRole);
  const storage = getBrowserStorage();
  const settings = new SettingsStore(storage);
  // public-site §4 "Authentication" 3: a stored token is used at app start; the cookie is shared with mini-sites.
  const auth = new AuthStore(documentCookieJar, storage, {
    fetch: (input, init) => window.fetch(input, init),
    cookieDomain: getAuthCookieDomain(window.location.hostname),
  });
  void auth.authenticateStoredToken();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('castline:')) settings.reload();
    if (event.key === null || event.key === AUTH_STORAGE_KEY) auth.reload();
  });
  return {
    socket,
    things: new ThingStore({
      socket,
      fetch: (input, init) => window.fetch(input, init),
      getToken: () => options.readToken || auth.getSnapshot().token,
    }),
    live: new LiveStatus(socket),
    settings,
    auth,
    host: parseSiteHost(window.location.hostname),
    location: {
      protocol: window.location.protocol,
      hostname: window.location.hostname,
      port: window.location.port,
    },
  };
}
