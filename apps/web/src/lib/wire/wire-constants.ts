import type { WebsiteFlag } from '@castline/contracts';

/*
 * Wire constants of @castline/contracts, mirrored here so the bundle stays free of zod: importing any value from
 * the contracts index pulls in every record schema (and zod) because schema construction counts as a side
 * effect, which would add ~30 kB gzipped to every page and overlay. wire-constants.spec.ts checks that each
 * value equals the contracts one, so contracts stays the single source of truth.
 */

/** Socket.IO event names (contracts SOCKET_EVENTS; public-site §7). */
export const SOCKET_EVENTS = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  subscribeMultiple: 'subscribe-multiple',
  dataUpdate: 'data_update',
  websiteFlags: 'website_flags',
} as const;

/** Most ids one socket may hold (contracts MAX_SUBSCRIPTIONS_PER_SOCKET); also the largest subscribe-multiple. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 5000;

/** The website flags (contracts WEBSITE_FLAGS; public-site §3 "Website flags"). */
export const WEBSITE_FLAGS: readonly WebsiteFlag[] = ['server_rebuilding', 'high_error_rate'];

/** Keys of derived records the web reads (contracts DERIVED; RULES (k)). */
export const DERIVED = {
  upcomingMatches: 'special:upcoming-matches',
  publicEvents: 'special:public-events',
  teams: 'special:teams',
  players: 'special:players',
  liveMatches: 'special:live-matches',
  playerStreams: 'special:player-streams',
  subdomain: (name: string) => `subdomain-${name.toLowerCase()}`,
  broadcast: (key: string) => `broadcast-${key}`,
  client: (key: string) => `client-${key.toLowerCase()}`,
  news: (slug: string) => `news-${slug}`,
  standings: (eventId: string, entryKey: string) => `standings-${eventId}-${entryKey}`,
} as const;

/** Fixed server texts the client reacts to (contracts SERVER_TEXT). */
export const SERVER_TEXT_UNKNOWN_TOKEN = 'Unknown token';
