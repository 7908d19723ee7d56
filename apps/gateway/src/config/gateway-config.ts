import { z } from 'zod';
import { MAX_REALTIME_URLS } from '@castline/contracts';
import {
  BaseConfigSchema,
  envLimit,
  envPort,
  envRedisUrl,
  envTrustProxy,
} from '@castline/nest-kit';

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' });

/** A comma list of origins: spaces, empty items and trailing slashes ignored. */
const envOriginList = () =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    );

/** A comma list of browser-facing realtime origins (http(s), at most MAX_REALTIME_URLS). */
const envRealtimeOrigins = () =>
  envOriginList().pipe(
    z.array(httpUrl).max(MAX_REALTIME_URLS, `at most ${MAX_REALTIME_URLS} URLs`),
  );

/** The gateway's environment (HOUSE-STYLE Config): parsed once at boot with loadConfig. */
export const GatewayConfigSchema = BaseConfigSchema.extend({
  /** HTTP port of the one public origin (ARCHITECTURE §1); 0 picks a free port (tests). */
  PORT: envPort(8080),
  /**
   * Internal port of GET /metrics (Prometheus text), never the public PORT; compose publishes it on no host port.
   * 0 picks a free port (tests).
   */
  METRICS_PORT: envPort(9104),
  /**
   * Browser-facing realtime-svc origins, comma-separated (`GET /config.json` hands them to the web app, which
   * connects its socket straight to one of them). Empty (the default): the socket uses the page's own origin,
   * where an edge proxy routes `/socket.io/` to the realtime replicas (docker-compose.yml).
   */
  REALTIME_PUBLIC_URLS: envRealtimeOrigins(),
  /**
   * Browser-facing origins of the realtime replicas reserved for production sockets (overlays, crew pages): no
   * bulk viewer fan-out runs there, so presses reach overlays first. Empty (the default): production sockets
   * use REALTIME_PUBLIC_URLS (or the page's own origin).
   */
  REALTIME_PRODUCTION_PUBLIC_URLS: envRealtimeOrigins(),
  /**
   * Socket.IO path of production sockets. Behind one edge origin, a path of their own that the edge routes to
   * the production replicas (docker-compose.yml: /production/socket.io); /socket.io otherwise.
   */
  REALTIME_PRODUCTION_SOCKET_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9._~/-]{1,100}$/, 'a path such as /production/socket.io')
    .transform((v) => v.replace(/\/+$/, ''))
    .default('/socket.io'),
  /** Folder of the built web app (index.html + assets/); served with SPA fallback when set. */
  WEB_DIST: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The public URL users open (printed at start): the main site. */
  PUBLIC_URL: httpUrl.default('http://localhost:8080'),
  /**
   * The domain whose one-label subdomains are the events' mini-sites (`spring.castline.gg`), on PUBLIC_URL's
   * protocol and port (issue 12: sign-in on every host). Unset: PUBLIC_URL's host (`localhost` → `*.localhost` in
   * development). Set it when the main site is not on the parent domain itself (PUBLIC_URL `https://www.castline.gg`,
   * PUBLIC_PARENT_DOMAIN `castline.gg`); PUBLIC_URL's host must be the domain or under it.
   */
  PUBLIC_PARENT_DOMAIN: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim().toLowerCase().replace(/\.$/, '') : undefined))
    .pipe(
      z
        .string()
        .regex(
          /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
          'must be a host name like castline.gg (no scheme, port or path)',
        )
        .optional(),
    ),
  /** How long a resolved actor is cached per token hash (revocations invalidate sooner). */
  TOKEN_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Discord's OAuth2 authorize page (the fake Discord's in local runs and tests). */
  DISCORD_AUTHORIZE_URL: httpUrl.default('https://discord.com/oauth2/authorize'),
  /** The OAuth2 application id; unset, GET /auth/discord/redirect answers "not configured". */
  DISCORD_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * The Discord application's public key (64 hex digits, the developer portal's "Public Key"): chat button presses
   * arrive signed with it at POST /discord/interactions (RULES b.7). Unset: that route answers 404.
   */
  DISCORD_APPLICATION_PUBLIC_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim().toLowerCase() : undefined))
    .pipe(
      z
        .string()
        .regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits')
        .optional(),
    ),
  /** /actions per client address: burst, then a steady rate per second (defaults: 60, 30). */
  ACTION_RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(100_000).default(60),
  ACTION_RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(30),
  /** /auth/* calls per client address: burst, then this many per minute. */
  AUTH_RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(10_000).default(60),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  // --- Limits and security headers (issue 11 item 2; apps/gateway/README.md "Limits") ---
  /** /things calls per client address: burst, then a steady rate per second. */
  THINGS_RATE_LIMIT_BURST: envLimit(120, 1_000_000),
  THINGS_RATE_LIMIT_PER_SECOND: envLimit(20, 1_000_000),
  /** Record ids whose owning service the read path remembers (asks only it next time); 0 asks every owner always. */
  THINGS_OWNER_CACHE_ENTRIES: z.coerce.number().int().min(0).max(10_000_000).default(200_000),
  /** /image.* calls per client address: burst (a page of logos), then a steady rate per second. */
  IMAGE_RATE_LIMIT_BURST: envLimit(300, 1_000_000),
  IMAGE_RATE_LIMIT_PER_SECOND: envLimit(50, 1_000_000),
  /** Resized images kept in this process's memory: at most this many entries and this many MiB (oldest out first). */
  IMAGE_CACHE_ENTRIES: envLimit(500, 1_000_000),
  IMAGE_CACHE_MB: envLimit(64, 64 * 1024),
  /** Shared rate-limit budgets across gateway replicas; unset = limits in this process's memory only. */
  REDIS_URL: envRedisUrl(),
  /** Proxies trusted for X-Forwarded-For: false (default), a hop count, or a comma list of CIDRs/loopback. */
  TRUST_PROXY: envTrustProxy(),
  /** Extra CSP connect-src sources (comma list of http(s)/ws(s) origins) beyond 'self' and REALTIME_PUBLIC_URLS. */
  CSP_CONNECT_SRC: envOriginList().pipe(
    z.array(
      z
        .string()
        .regex(
          /^(https?|wss?):\/\/[a-z0-9.*-]+(:\d{1,5})?$/i,
          'each entry must be an origin like wss://rt.example.com',
        ),
    ),
  ),
}).superRefine((config, ctx) => {
  const parent = config.PUBLIC_PARENT_DOMAIN;
  if (!parent) return;
  const host = new URL(config.PUBLIC_URL).hostname.toLowerCase();
  if (host !== parent && !host.endsWith(`.${parent}`)) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_PARENT_DOMAIN'],
      message: `PUBLIC_URL's host (${host}) must be this domain or under it`,
    });
  }
});
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;
