import { z } from 'zod';
import { DOMAINS, MAX_SUBSCRIPTIONS_PER_SOCKET, type Domain } from '@castline/contracts';
import { BaseConfigSchema, envLimit, envPort, envTrustProxy } from '@castline/nest-kit';

/** Browser origins allowed by default: the gateway (the one public origin) locally and in production. */
export const DEFAULT_ALLOWED_ORIGINS =
  'http://localhost:8080,http://*.localhost:8080,http://127.0.0.1:8080,https://castline.gg,https://*.castline.gg';
/** Services whose start-up (migrate/load) makes the site show 'Server rebuilding'. */
export const DEFAULT_REQUIRED_SERVICES = 'match-svc,broadcast-svc,auth-svc';

/** `scheme://host[:port]`, where host may start with `*.` (any subdomain), or a lone `*` (any origin). */
export const ORIGIN_PATTERN = /^(\*|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?)$/;

const commaList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);

/** A required service as configured (`match-svc`) and the domain whose health subject it answers (`match`). */
export interface RequiredService {
  name: string;
  domain: Domain;
}

const isDomain = (value: string): value is Domain => (DOMAINS as readonly string[]).includes(value);

/** realtime-svc settings (ARCHITECTURE §5): socket port, optional Redis adapter, origin allow-list, flags. */
export const RealtimeConfigSchema = BaseConfigSchema.extend({
  PORT: envPort(8090),
  /** Set to scale out: replicas share rooms through the Socket.IO Redis adapter. Empty = in-memory adapter. */
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine(
      (v) => v === undefined || /^rediss?:\/\//.test(v),
      'must be a redis:// or rediss:// URL',
    ),
  ALLOWED_ORIGINS: z
    .string()
    .default(DEFAULT_ALLOWED_ORIGINS)
    .transform((v) => commaList(v.toLowerCase()))
    .refine((list) => list.length > 0, 'list at least one origin')
    .refine(
      (list) => list.every((o) => ORIGIN_PATTERN.test(o)),
      'each entry must look like https://example.com, http://*.example.com:8080 or *',
    ),
  /**
   * How long realtime keeps asking the owners for the current data of subscribed records after a NATS reconnect
   * (they may come back later than NATS) or for a socket that re-subscribes.
   */
  RESEND_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  REQUIRED_SERVICES: z
    .string()
    .default(DEFAULT_REQUIRED_SERVICES)
    .transform(commaList)
    .refine(
      (list) => list.every((name) => isDomain(name.replace(/-svc$/, ''))),
      `each entry must be <domain>-svc with a domain in ${DOMAINS.join(', ')}`,
    )
    .transform((list): RequiredService[] =>
      list.map((name) => ({ name, domain: name.replace(/-svc$/, '') as Domain })),
    ),
  // --- Socket limits (issue 11 item 2; apps/realtime-svc/README.md "Limits") ---
  /** Proxies trusted for X-Forwarded-For at the handshake: false (default), a hop count, or CIDRs/loopback. */
  TRUST_PROXY: envTrustProxy(),
  /** Open sockets per client address on this replica; one more is refused with a connect_error. */
  SOCKET_CONNECTIONS_PER_ADDRESS: envLimit(100, 1_000_000),
  /** New sockets per client address per minute, shared by the replicas through REDIS_URL. */
  SOCKET_HANDSHAKES_PER_MINUTE: envLimit(120, 1_000_000),
  /** Record rooms one socket may hold (at most the protocol's MAX_SUBSCRIPTIONS_PER_SOCKET). */
  MAX_SUBSCRIPTIONS_PER_SOCKET: envLimit(
    MAX_SUBSCRIPTIONS_PER_SOCKET,
    MAX_SUBSCRIPTIONS_PER_SOCKET,
  ),
  /** subscribe / unsubscribe / subscribe-multiple messages per socket: burst, then a steady rate per second. */
  SUBSCRIBE_RATE_LIMIT_BURST: envLimit(5000, 1_000_000),
  SUBSCRIBE_RATE_LIMIT_PER_SECOND: envLimit(1000, 1_000_000),
  /**
   * Most sockets one data_update is written to in one turn of the event loop; a bigger room gets the rest in later
   * turns, so production messages are served in between (0: the whole room at once).
   */
  FANOUT_SLICE_SOCKETS: envLimit(200, 1_000_000),
  // --- Production rooms (apps/realtime-svc/README.md "Production rooms") ---
  /** Production messages (prod-*, associate_token, prod_trigger, obs_*, …) per socket: burst, then per second. */
  PROD_RATE_LIMIT_BURST: envLimit(200, 1_000_000),
  PROD_RATE_LIMIT_PER_SECOND: envLimit(50, 1_000_000),
  /** How long a socket's broadcast-access answer (broadcast.qry.access) is reused before it is asked again. */
  PROD_ACCESS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How long a client's active broadcast and a live match's relationships are reused before they are read again. */
  PROD_LOOKUP_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /**
   * CPU niceness of this replica's event loop (0 to 19; 0 = normal). Viewer replicas beside a production replica on
   * the same host run at 10, so the OS serves the production replica (overlays, prod_trigger) first when the cores
   * are busy with bulk fan-out (ARCHITECTURE "Production replicas"). Raising niceness needs no privilege.
   */
  PROCESS_NICE: z.coerce.number().int().min(0).max(19).default(0),
});
export type RealtimeConfig = z.infer<typeof RealtimeConfigSchema>;
