import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_PATHS,
  AUTH_TEXT,
  CodedError,
  DiscordLoginReplySchema,
  RevokeTokenReplySchema,
  SERVER_TEXT,
  SUBJECTS,
  UserReplySchema,
  type DiscordLoginAnswer,
  type DiscordLoginCommand,
  type LogoutAnswer,
  type TokenLoginAnswer,
} from '@castline/contracts';
import { APP_CONFIG, NatsBus } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';
import { ActorResolver } from '../auth/actor-resolver.service.js';
import { hashToken } from '../auth/hash-token.js';
import { readBearerToken } from '../auth/read-bearer-token.js';
import { buildDiscordAuthorizeUrl } from './build-discord-authorize-url.js';
import { checkReturnUrl } from './check-return-url.js';
import { parseCookies, serializeCookie, type CookieOptions } from './cookies.js';
import {
  LOGIN_COOKIE_MAX_AGE_S,
  LOGIN_COOKIE_PATH,
  RETURN_COOKIE,
  STATE_COOKIE,
} from './login-cookies.js';
import { MAX_CREDENTIAL_LENGTH, readCredential } from './read-credential.js';

/** The Discord exchange can take two provider round trips; wait for auth-svc longer than for other calls. */
export const DISCORD_LOGIN_TIMEOUT_MS = 20_000;
/** Longest token auth-svc accepts for revoke (RevokeTokenCommandSchema). */
const MAX_REVOKE_TOKEN_LENGTH = 200;

export interface RedirectAnswer {
  location: string;
  cookies: string[];
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The login routes (public-site §2 "Login flow", §4 "Authentication", §5, §7): the Discord redirect with its CSRF
 * state, the code exchange (auth-svc `auth.cmd.discord-login`), token login (`auth.qry.verify-token` through the
 * actor cache, then `auth.qry.user`) and logout (`auth.cmd.revoke-token`, and this gateway's cache at once).
 * Refusals throw CodedError; codes and tokens are never logged.
 */
@Injectable()
export class LoginService {
  private readonly publicUrl: string;

  constructor(
    private readonly bus: NatsBus,
    private readonly actors: ActorResolver,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** Where Discord sends the browser back: the web app's /auth/discord/return on the public origin. */
  get redirectUri(): string {
    return `${this.publicUrl}${AUTH_PATHS.discordReturn}`;
  }

  private cookie(name: string, value: string, maxAgeSeconds = LOGIN_COOKIE_MAX_AGE_S): string {
    const options: CookieOptions = {
      path: LOGIN_COOKIE_PATH,
      maxAgeSeconds,
      httpOnly: true,
      secure: this.publicUrl.startsWith('https:'),
      sameSite: 'Lax',
    };
    return serializeCookie(name, value, options);
  }

  /** Set-Cookie values that delete the login cookies. */
  clearLoginCookies(): string[] {
    return [this.cookie(STATE_COOKIE, '', 0), this.cookie(RETURN_COOKIE, '', 0)];
  }

  /** GET /auth/discord/redirect?return=…: the authorize URL, with a new state (and the checked return) in cookies. */
  startDiscordLogin(returnParam: unknown): RedirectAnswer {
    const clientId = this.config.DISCORD_CLIENT_ID;
    if (!clientId) {
      throw new CodedError('UNAVAILABLE', AUTH_TEXT.discordNotConfigured, {
        for_a_developer:
          'Set DISCORD_CLIENT_ID (and DISCORD_AUTHORIZE_URL for a fake) for the gateway (see .env.example).',
      });
    }
    const state = randomBytes(32).toString('hex');
    const returnTo = checkReturnUrl(returnParam, this.publicUrl);
    const location = buildDiscordAuthorizeUrl({
      authorizeUrl: this.config.DISCORD_AUTHORIZE_URL,
      clientId,
      redirectUri: this.redirectUri,
      state,
    });
    const cookies = [
      this.cookie(STATE_COOKIE, state),
      returnTo ? this.cookie(RETURN_COOKIE, returnTo) : this.cookie(RETURN_COOKIE, '', 0),
    ];
    return { location, cookies };
  }

  /**
   * POST /auth/discord-login {code, state}: the state must equal the cookie set by the redirect (login CSRF), then
   * auth-svc exchanges the code for a token. Answers the token, the user and the checked return URL.
   */
  async discordLogin(body: unknown, cookieHeader: string | undefined): Promise<DiscordLoginAnswer> {
    const code = readCredential(body, 'code');
    if (!code) throw new CodedError('BAD_REQUEST', SERVER_TEXT.emptyAuth);
    const cookies = parseCookies(cookieHeader);
    const expected = cookies[STATE_COOKIE];
    const state = readCredential(body, 'state');
    if (!expected || !sameText(state, expected)) {
      throw new CodedError('UNAUTHENTICATED', AUTH_TEXT.loginExpired, {
        for_a_developer: expected
          ? 'The state sent with the code differs from the one GET /auth/discord/redirect stored in its cookie.'
          : 'No login state cookie: start the login at GET /auth/discord/redirect on this origin (it expires after 10 minutes).',
      });
    }
    if (code.length > MAX_CREDENTIAL_LENGTH)
      throw new CodedError('UNAUTHENTICATED', AUTH_TEXT.loginRejected);
    const command: DiscordLoginCommand = { code, redirect_uri: this.redirectUri };
    const reply = DiscordLoginReplySchema.parse(
      await this.bus.request(SUBJECTS.auth.cmd('discord-login'), command, {
        timeoutMs: DISCORD_LOGIN_TIMEOUT_MS,
      }),
    );
    return { ...reply, return_to: checkReturnUrl(cookies[RETURN_COOKIE], this.publicUrl) };
  }

  /** POST /auth/login {token}: the user of a stored token, or 'Unknown token' (public-site §4 step 6). */
  async tokenLogin(body: unknown): Promise<TokenLoginAnswer> {
    const token = readCredential(body, 'token');
    if (!token) throw new CodedError('BAD_REQUEST', SERVER_TEXT.emptyAuth);
    const unknown = new CodedError('UNAUTHENTICATED', SERVER_TEXT.unknownToken);
    if (token.length > MAX_CREDENTIAL_LENGTH) throw unknown;
    const actor = await this.actors.resolve(token);
    if (!actor) throw unknown;
    try {
      return UserReplySchema.parse(
        await this.bus.request(SUBJECTS.auth.qry('user'), { player_id: actor.player_id }),
      );
    } catch (error) {
      if (error instanceof CodedError && error.code === 'NOT_FOUND') throw unknown;
      throw error;
    }
  }

  /**
   * POST /auth/logout {token} (or the Bearer header): revokes the token in auth-svc and drops it from this gateway's
   * cache at once (other gateways drop it on auth.evt.token-revoked.v1). An unknown token answers revoked: false.
   */
  async logout(body: unknown, headers: IncomingHttpHeaders): Promise<LogoutAnswer> {
    const token = readCredential(body, 'token') || readBearerToken(headers) || '';
    if (!token) throw new CodedError('BAD_REQUEST', SERVER_TEXT.emptyAuth);
    if (token.length > MAX_REVOKE_TOKEN_LENGTH) return { ok: true, revoked: false };
    const { revoked } = RevokeTokenReplySchema.parse(
      await this.bus.request(SUBJECTS.auth.cmd('revoke-token'), { token }),
    );
    this.actors.revoke(hashToken(token));
    return { ok: true, revoked };
  }
}
