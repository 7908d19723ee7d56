import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  SUBJECTS,
  TokenRevokedEventSchema,
  VerifyTokenQuerySchema,
  VerifyTokenReplySchema,
  type Actor,
} from '@castline/contracts';
import { APP_CONFIG, LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';
import { hashToken } from './hash-token.js';
import { TokenCache } from './token-cache.js';

/** Subject of the revocation event (payload TokenRevokedEventSchema). */
export const TOKEN_REVOKED_SUBJECT = SUBJECTS.auth.evt('token-revoked');
const MAX_CACHED_TOKENS = 10_000;

/**
 * RULES (0) "Actor": the Player behind a Bearer token, resolved by auth-svc (`auth.qry.verify-token`) behind a
 * short cache keyed by the token's sha256. `auth.evt.token-revoked.v1` drops an entry at once; a NATS
 * reconnect clears the cache (revocations may have been missed meanwhile). Unknown tokens are not cached.
 */
@Injectable()
export class ActorResolver implements OnModuleInit, OnModuleDestroy {
  private readonly cache: TokenCache<Actor>;
  private readonly inFlight = new Map<string, Promise<Actor | null>>();
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly bus: NatsBus,
    @Inject(APP_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.cache = new TokenCache({
      ttlMs: config.TOKEN_CACHE_MS,
      maxEntries: MAX_CACHED_TOKENS,
      now: Date.now,
    });
  }

  onModuleInit(): void {
    this.stopListening = this.bus.onReconnect(() => {
      this.cache.clear();
      this.inFlight.clear();
    });
  }

  onModuleDestroy(): void {
    this.stopListening?.();
  }

  /** `auth.evt.token-revoked.v1` (through TokenRevokedController): forgets the token at once. */
  onTokenRevoked(payload: unknown): void {
    const event = TokenRevokedEventSchema.safeParse(payload);
    if (!event.success) {
      this.logger.warn('ignored a malformed token-revoked event');
      return;
    }
    this.revoke(event.data.token_hash);
  }

  /** Drops what is known about a token hash (revocation). */
  revoke(tokenHash: string): void {
    this.cache.delete(tokenHash);
    this.inFlight.delete(tokenHash);
  }

  /**
   * The actor of a token, or null when auth-svc does not know it. Throws UNAVAILABLE when auth-svc is down. A cached
   * actor past half its time is answered at once and verified again in the background (refresh-ahead), so a busy
   * token never makes a request wait for auth-svc; a refresh that finds the token gone drops it.
   */
  resolve(token: string): Promise<Actor | null> {
    if (!VerifyTokenQuerySchema.safeParse({ token }).success) return Promise.resolve(null);
    const hash = hashToken(token);
    const cached = this.cache.get(hash);
    if (cached) {
      if (this.cache.refreshDue(hash) && !this.inFlight.has(hash)) {
        this.lookup(token, hash).catch((error: unknown) =>
          this.logger.debug({ err: String(error) }, 'token refresh failed; the cached actor stays'),
        );
      }
      return Promise.resolve(cached);
    }
    return this.inFlight.get(hash) ?? this.lookup(token, hash);
  }

  private lookup(token: string, hash: string): Promise<Actor | null> {
    const lookup = this.verify(token).then(
      (actor) => {
        // A revocation (or reconnect) during the lookup removed this promise: do not cache its answer.
        if (this.inFlight.get(hash) === lookup) {
          this.inFlight.delete(hash);
          if (actor) this.cache.set(hash, actor);
          else this.cache.delete(hash);
        }
        return actor;
      },
      (error: unknown) => {
        if (this.inFlight.get(hash) === lookup) this.inFlight.delete(hash);
        throw error;
      },
    );
    this.inFlight.set(hash, lookup);
    return lookup;
  }

  private async verify(token: string): Promise<Actor | null> {
    const reply = VerifyTokenReplySchema.parse(
      await this.bus.request(
        SUBJECTS.auth.qry('verify-token'),
        VerifyTokenQuerySchema.parse({ token }),
      ),
    );
    return reply.actor;
  }
}
