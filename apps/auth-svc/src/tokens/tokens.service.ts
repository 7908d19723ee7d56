import { Inject, Injectable } from '@nestjs/common';
import {
  CodedError,
  SUBJECTS,
  type IssueTokenReply,
  type RevokeTokenReply,
  type TokenRevokedEvent,
  type VerifyTokenReply,
} from '@castline/contracts';
import { APP_CONFIG, LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import type { AuthConfig } from '../config/auth-config.js';
import { Clock } from '../common/clock.js';
import { UsersRepository } from '../users/users.repository.js';
import { toActor } from '../users/to-actor.js';
import { TokensRepository } from './tokens.repository.js';
import { hashToken } from './hash-token.js';
import { generateToken } from './generate-token.js';
import { computeTokenExpiry } from './compute-token-expiry.js';
import { isTokenActive } from './is-token-active.js';
import { shouldRecordUse } from './should-record-use.js';

/** Subject of the revocation event gateways listen to (payload TokenRevokedEventSchema). */
export const TOKEN_REVOKED_SUBJECT = SUBJECTS.auth.evt('token-revoked');

/**
 * Token use cases. A token exists in plain text only in the reply of `issue` and in the caller's request; everything
 * stored, compared, logged or published is its sha256 (hashToken).
 */
@Injectable()
export class TokensService {
  constructor(
    private readonly tokens: TokensRepository,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly bus: NatsBus,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** RULES (0) "Actor": the user behind a token, or null for an unknown, expired or revoked token. */
  async verify(token: string): Promise<VerifyTokenReply> {
    const now = this.clock.now();
    const found = await this.tokens.findWithUser(hashToken(token));
    if (!found || !isTokenActive(found, now)) return { actor: null };
    if (shouldRecordUse(found.last_used_at, now)) await this.tokens.recordUse(found.id, now);
    return { actor: toActor(found.user) };
  }

  /**
   * A new token for an existing user (the login flow calls this after it has found or created the user). With
   * `familyId` the token joins that sign-in family (a hand-off to another host of the site).
   */
  async issue(userId: string, familyId: string | null = null): Promise<IssueTokenReply> {
    const user = await this.users.findById(userId);
    if (!user) throw new CodedError('NOT_FOUND', 'Unknown user');
    const token = generateToken();
    const now = this.clock.now();
    const expiresAt = computeTokenExpiry(now, this.config.TOKEN_TTL_DAYS);
    await this.tokens.insert({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: expiresAt,
      family_id: familyId,
    });
    this.logger.info({ user_id: user.id, expires_at: expiresAt.toISOString() }, 'token issued');
    return { token, expires_at: expiresAt.toISOString() };
  }

  /**
   * Ends a token and the rest of its sign-in family (the tokens other hosts got by hand-off) at once, and tells every
   * gateway (core NATS) to drop each one's cached actor. `revoked` is true when this call ended the token itself.
   */
  async revoke(token: string): Promise<RevokeTokenReply> {
    const tokenHash = hashToken(token);
    const hashes = await this.tokens.revokeFamily(tokenHash, this.clock.now());
    for (const hash of hashes) {
      this.bus.publish(TOKEN_REVOKED_SUBJECT, { token_hash: hash } satisfies TokenRevokedEvent);
    }
    if (hashes.length > 0) this.logger.info({ count: hashes.length }, 'tokens revoked');
    return { revoked: hashes.includes(tokenHash) };
  }
}
