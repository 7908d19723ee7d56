import type { StoredRecord } from '@castline/contracts';

/** The mini-site subdomain of the in-progress demo event (public-site §2 "Mini-sites"). */
export const DEMO_SUBDOMAIN = 'spring';
/** Keys of the two demo broadcasts (/broadcast/{key}). */
export const DEMO_BROADCAST_KEYS = ['main', 'second'] as const;
/** Keys of the two demo production clients (/client/{key}), lower-case. */
export const DEMO_CLIENT_KEYS = ['prod1', 'prod2'] as const;

/** The bytes of one attachment record (kind 'attachment' in records): an SVG image. */
export interface DemoAttachment {
  readonly id: string;
  readonly mime_type: 'image/svg+xml';
  readonly fileExtension: 'svg';
  /** The SVG text. */
  readonly content: string;
  readonly width: number;
  readonly height: number;
}

/** What a demo user stands for in the demo. */
export type DemoUserRole = 'organiser' | 'staff' | 'producer' | 'captain' | 'player';

/**
 * A demo login (auth data that never appears in records): the player it signs in as and its Discord identity. No
 * token: anything derived from the public seed is guessable, so auth-svc makes demo tokens with a CSPRNG.
 */
export interface DemoUser {
  readonly player_id: string;
  readonly name: string;
  readonly discord_id: string;
  readonly discord_username: string;
  /** Discord avatar hash, or null for the default avatar. */
  readonly avatar: string | null;
  /** Website settings (RULES 0): 'Can edit any match', 'Can edit any event', … */
  readonly website_settings: string[];
  readonly role: DemoUserRole;
}

/** A generated season: records in the contracts' stored shapes, the attachment bytes, and the demo users. */
export interface DemoSeason {
  readonly records: StoredRecord[];
  readonly attachments: DemoAttachment[];
  readonly users: DemoUser[];
  /** Players streaming right now (a streaming status on the event's chat server), for special:player-streams. */
  readonly presences: DemoStreamPresence[];
}

/** A player's streaming status as the chat integration reports it (RULES (k) special:player-streams). */
export interface DemoStreamPresence {
  readonly player_id: string;
  readonly url: string;
  readonly title: string;
}

/** Inputs of the generators: the reference instant (never changed) and the PRNG seed. */
export interface DemoSeasonOptions {
  readonly now: Date;
  readonly seed?: number;
}
