import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_TEXT,
  CodedError,
  SERVER_TEXT,
  type CreateHandoffCommand,
  type CreateHandoffReply,
  type RedeemHandoffCommand,
  type RedeemHandoffReply,
} from '@castline/contracts';
import { APP_CONFIG, LOGGER, type Logger } from '@castline/nest-kit';
import type { AuthConfig } from '../config/auth-config.js';
import { Clock } from '../common/clock.js';
import { TokensRepository } from '../tokens/tokens.repository.js';
import { TokensService } from '../tokens/tokens.service.js';
import { hashToken } from '../tokens/hash-token.js';
import { generateToken } from '../tokens/generate-token.js';
import { isTokenActive } from '../tokens/is-token-active.js';
import { UsersService } from '../users/users.service.js';
import { HandoffRepository } from './handoff.repository.js';
import { checkBurntCode, type HandoffRefusal } from './check-burnt-code.js';

const FOR_A_DEVELOPER: Record<HandoffRefusal | 'token-inactive', string> = {
  'unknown-or-used': 'The hand-off code is unknown or was used already (codes are single use).',
  expired: 'The hand-off code expired (HANDOFF_TTL_SECONDS).',
  'wrong-origin': 'The hand-off code was made for another host of the site.',
  'token-inactive': 'The sign-in the code was made from has been revoked or has expired.',
};

/**
 * Sign-in carried from one host of the site to another (issue 12 item 1): the main site, holding a token, asks for a
 * single-use code for one mini-site origin; that origin exchanges the code for a token of its own in the same family
 * (so logging out on either host revokes both, TokensService.revoke). Codes are 256 random bits, stored as sha256,
 * valid HANDOFF_TTL_SECONDS, burnt by the first redeem attempt whatever its outcome.
 */
@Injectable()
export class HandoffService {
  constructor(
    private readonly codes: HandoffRepository,
    private readonly tokens: TokensRepository,
    private readonly tokenService: TokensService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(command: CreateHandoffCommand): Promise<CreateHandoffReply> {
    const now = this.clock.now();
    const source = await this.tokens.findWithUser(hashToken(command.token));
    if (!source || !isTokenActive(source, now))
      throw new CodedError('UNAUTHENTICATED', SERVER_TEXT.unknownToken);
    await this.codes.prune(now);
    const code = generateToken();
    const expiresAt = new Date(now.getTime() + this.config.HANDOFF_TTL_SECONDS * 1000);
    await this.codes.insert({
      code_hash: hashToken(code),
      token_id: source.id,
      origin: command.origin,
      return_path: command.return_path,
      created_at: now,
      expires_at: expiresAt,
    });
    this.logger.info({ user_id: source.user_id, origin: command.origin }, 'hand-off code made');
    return { code, expires_at: expiresAt.toISOString() };
  }

  async redeem(command: RedeemHandoffCommand): Promise<RedeemHandoffReply> {
    const now = this.clock.now();
    const burnt = await this.codes.burn(hashToken(command.code), now);
    const refusal = checkBurntCode(burnt, command.origin, now);
    const source = burnt && !refusal ? await this.tokens.findByIdWithUser(burnt.token_id) : null;
    const reason = refusal ?? (source && isTokenActive(source, now) ? null : 'token-inactive');
    if (reason || !burnt || !source) {
      this.logger.info({ reason, origin: command.origin }, 'hand-off refused');
      throw new CodedError('UNAUTHENTICATED', AUTH_TEXT.handoffRefused, {
        for_a_developer: FOR_A_DEVELOPER[reason ?? 'unknown-or-used'],
      });
    }
    const issued = await this.tokenService.issue(source.user_id, source.family_id ?? source.id);
    this.logger.info({ user_id: source.user_id, origin: command.origin }, 'hand-off redeemed');
    return {
      ...issued,
      user: await this.users.publicUser(source.user),
      return_path: burnt.return_path,
    };
  }
}
