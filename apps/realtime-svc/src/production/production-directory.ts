import { Inject, Injectable } from '@nestjs/common';
import {
  BroadcastAccessReplySchema,
  ClientsForPlayerReplySchema,
  DERIVED,
  SUBJECTS,
  VerifyTokenQuerySchema,
  VerifyTokenReplySchema,
  type Actor,
  type BroadcastAccessReply,
} from '@castline/contracts';
import { APP_CONFIG, LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { CurrentRecordsReader } from '../fanout/current-records.js';
import type { CrewRelationship } from './tally-crew.js';

/** How long one lookup may wait for the owners (a production message waits on it). */
const LOOKUP_DEADLINE_MS = 2000;
/** Most entries each cache keeps (clients, matches); the oldest go first. */
const MAX_CACHED = 1000;

/** A client as the access check needs it: its active broadcast (the first linked), or null without one. */
export interface ClientLookup {
  readonly activeBroadcast: string | null;
}

/**
 * What production rooms ask the other services, each behind a short cache (PROD_LOOKUP_CACHE_MS): a token's actor
 * (auth-svc `auth.qry.verify-token`), a player's clients (`broadcast.qry.clients-for-player`), a client's active
 * broadcast (the `client-{key}` record), broadcast access (`broadcast.qry.access`, not cached here: the socket
 * caches its own answer) and the live match's player relationships (the match and relationship records).
 */
@Injectable()
export class ProductionDirectory {
  private readonly reader: CurrentRecordsReader;
  private readonly clients = new Map<string, { at: number; value: ClientLookup | null }>();
  private readonly crews = new Map<string, { at: number; value: CrewRelationship[] }>();

  constructor(
    private readonly bus: NatsBus,
    @Inject(APP_CONFIG) private readonly config: RealtimeConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.reader = new CurrentRecordsReader(bus, logger);
  }

  /** The actor of a token, or null when auth-svc does not know it (UNAVAILABLE when it does not answer). */
  async verifyToken(token: string): Promise<Actor | null> {
    if (!VerifyTokenQuerySchema.safeParse({ token }).success) return null;
    const reply = VerifyTokenReplySchema.parse(
      await this.bus.request(SUBJECTS.auth.qry('verify-token'), { token }),
    );
    return reply.actor;
  }

  /** The key of the player's active client (their first), or null when they own none. */
  async activeClientKey(playerId: string): Promise<string | null> {
    const reply = ClientsForPlayerReplySchema.parse(
      await this.bus.request(SUBJECTS.broadcast.qry('clients-for-player'), {
        player_id: playerId,
      }),
    );
    return reply.clients[0]?.key.toLowerCase() ?? null;
  }

  /** broadcast-svc's answer to `broadcast.qry.access` for the player and broadcast id. */
  async access(playerId: string, broadcastId: string): Promise<BroadcastAccessReply> {
    return BroadcastAccessReplySchema.parse(
      await this.bus.request(SUBJECTS.broadcast.qry('access'), {
        player_id: playerId,
        broadcast: broadcastId,
      }),
    );
  }

  /** The client whose (lower-cased) key is `key`, or null when there is none. */
  async client(key: string): Promise<ClientLookup | null> {
    return this.cached(this.clients, key, async () => {
      const id = DERIVED.client(key);
      const record = (await this.reader.read([id], LOOKUP_DEADLINE_MS)).get(id);
      if (record === undefined) throw new Error('the owners did not answer');
      const data = record.data;
      if (data === null || data['__kind'] !== 'client') return null;
      return { activeBroadcast: firstLink(data['broadcast']) };
    });
  }

  /** The player relationships of a match, in its relationship order (empty when it has none or is gone). */
  async crewOfMatch(matchId: string): Promise<CrewRelationship[]> {
    return this.cached(this.crews, matchId, async () => {
      const match = (await this.reader.read([matchId], LOOKUP_DEADLINE_MS)).get(matchId);
      if (match === undefined) throw new Error('the owners did not answer');
      const ids = links(match.data?.['player_relationships']);
      if (ids.length === 0) return [];
      const records = await this.reader.read(ids, LOOKUP_DEADLINE_MS);
      const crew: CrewRelationship[] = [];
      for (const id of ids) {
        const data = records.get(id)?.data;
        if (!data || typeof data['singular_name'] !== 'string') continue;
        crew.push({ role: data['singular_name'], player: firstLink(data['player']) });
      }
      return crew;
    });
  }

  private async cached<T>(
    cache: Map<string, { at: number; value: T }>,
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < this.config.PROD_LOOKUP_CACHE_MS) return hit.value;
    const value = await load();
    cache.delete(key);
    cache.set(key, { at: Date.now(), value });
    if (cache.size > MAX_CACHED) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return value;
  }
}

function links(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function firstLink(value: unknown): string | null {
  return links(value)[0] ?? null;
}
