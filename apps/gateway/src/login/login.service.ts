import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_PATHS,
  AUTH_TEXT,
  CodedError,
  CreateHandoffReplySchema,
  DiscordLoginReplySchema,
  HANDOFF_PAGE,
  RedeemHandoffReplySchema,
  RevokeTokenReplySchema,
  SERVER_TEXT,
  SUBJECTS,
  UserReplySchema,
  type DiscordLoginAnswer,
  type CreateHandoffCommand,
  type DiscordLoginCommand,
  type HandoffAnswer,
  type HandoffExchangeAnswer,
  type LogoutAnswer,
  type RedeemHandoffCommand,
  type TokenLoginAnswer,
} from '@castline/contracts';
import { APP_CONFIG, NatsBus } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';
import { ActorResolver } from '../auth/actor-resolver.service.js';
import { hashToken } from '../auth/hash-token.js';
import { readBearerToken } from '../auth/read-bearer-token.js';
import { buildDiscordAuthorizeUrl } from './build-discord-authorize-url.js';
import {
  classifyReturnTarget,
  servedHostRules,
  type ServedHostRules,
} from './classify-return-target.js';
import { readExchangeOrigin } from './read-exchange-origin.js';
import { ServedHosts } from './served-hosts.service.js';
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
/** A hand-off code as auth-svc makes them (CreateHandoffReplySchema): 256 random bits in hex. */
const HANDOFF_CODE = /^[0-9a-f]{64}$/;

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
 * actor cache, then `auth.qry.user`), logout (`auth.cmd.revoke-token`, and this gateway's cache at once) and the
 * sign-in hand-off to a mini-site (issue 12 item 1: `auth.cmd.create-handoff` on the main site,
 * `auth.cmd.redeem-handoff` on the mini-site). Return targets pass the served-host allow-list
 * (classifyReturnTarget) and, for a mini-site, match-svc's `subdomain-{name}` lookup. Refusals throw CodedError;
 * codes and tokens are never logged.
 */
@Injectable()
export class LoginService {
  private readonly publicUrl: string;
  /** The hosts the product serves: PUBLIC_URL and the mini-sites under PUBLIC_PARENT_DOMAIN. */
  private readonly rules: ServedHostRules;

  constructor(
    private readonly bus: NatsBus,
    private readonly actors: ActorResolver,
    private readonly served: ServedHosts,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
    this.rules = servedHostRules(this.publicUrl, config.PUBLIC_PARENT_DOMAIN);
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
  async startDiscordLogin(returnParam: unknown): Promise<RedirectAnswer> {
    const clientId = this.config.DISCORD_CLIENT_ID;
    if (!clientId) {
      throw new CodedError('UNAVAILABLE', AUTH_TEXT.discordNotConfigured, {
        for_a_developer:
          'Set DISCORD_CLIENT_ID (and DISCORD_AUTHORIZE_URL for a fake) for the gateway (see .env.example).',
      });
    }
    const state = randomBytes(32).toString('hex');
    const returnTo = await this.servedReturn(returnParam);
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
    const returnTo = classifyReturnTarget(cookies[RETURN_COOKIE], this.rules)?.target ?? null;
    return { ...reply, return_to: returnTo };
  }

  /**
   * A return target on a host the product serves (issue 12 item 1), else null (the login then ends on the main
   * site): a path, the main site, or the mini-site of an existing event (`subdomain-{name}` in match-svc).
   */
  async servedReturn(raw: unknown): Promise<string | null> {
    const target = classifyReturnTarget(raw, this.rules);
    if (!target) return null;
    if (target.subdomain !== null && !(await this.served.hasMiniSite(target.subdomain)))
      return null;
    return target.target;
  }

  /**
   * POST /auth/handoff {return} with the Bearer token of the main site: a single-use code for the mini-site named by
   * `return` (an existing event's, else 400 'That address is not part of this site.'), answered as the URL of that
   * host's hand-off page with the code in the fragment (never sent to a server, kept out of logs and Referer).
   */
  async handoff(body: unknown, headers: IncomingHttpHeaders): Promise<HandoffAnswer> {
    const token = readBearerToken(headers) ?? '';
    if (!token) throw new CodedError('BAD_REQUEST', SERVER_TEXT.emptyAuth);
    if (token.length > MAX_REVOKE_TOKEN_LENGTH)
      throw new CodedError('UNAUTHENTICATED', SERVER_TEXT.unknownToken);
    const target = classifyReturnTarget(readCredential(body, 'return'), this.rules);
    const notServed = (why: string) =>
      new CodedError('BAD_REQUEST', AUTH_TEXT.returnNotServed, { for_a_developer: why });
    if (!target) {
      throw notServed(
        `Only ${this.rules.mainOrigin} and the mini-sites of its events (<subdomain>.${this.rules.parentDomain}) are accepted.`,
      );
    }
    if (target.subdomain === null)
      throw notServed('The main site needs no hand-off: it already holds the sign-in.');
    if (!(await this.served.hasMiniSite(target.subdomain)))
      throw notServed(`No event has the subdomain "${target.subdomain}".`);
    const command: CreateHandoffCommand = {
      token,
      origin: target.origin,
      return_path: target.path.startsWith('/') ? target.path : `/${target.path}`,
    };
    const { code } = CreateHandoffReplySchema.parse(
      await this.bus.request(SUBJECTS.auth.cmd('create-handoff'), command),
    );
    return { url: `${target.origin}${HANDOFF_PAGE}#code=${code}` };
  }

  /**
   * POST /auth/handoff/exchange {code} on a mini-site's own origin (readExchangeOrigin: the Host header, and the
   * Origin header when sent): auth-svc burns the code and answers a token of this host's own, in the same sign-in
   * family as the main site's. A code that is malformed, unknown, used, expired, made for another host or whose
   * sign-in has ended is 401 'This sign-in link has expired or was already used. Please log in again.'
   */
  async exchangeHandoff(
    body: unknown,
    headers: IncomingHttpHeaders,
  ): Promise<HandoffExchangeAnswer> {
    const code = readCredential(body, 'code');
    if (!code) throw new CodedError('BAD_REQUEST', SERVER_TEXT.emptyAuth);
    const refused = (why: string) =>
      new CodedError('UNAUTHENTICATED', AUTH_TEXT.handoffRefused, { for_a_developer: why });
    if (!HANDOFF_CODE.test(code))
      throw refused(
        'A hand-off code is 64 lower-case hex characters (POST /auth/handoff makes them).',
      );
    const where = readExchangeOrigin(headers, this.rules);
    if (!where.ok) throw refused(where.why);
    const command: RedeemHandoffCommand = { code, origin: where.origin };
    const reply = RedeemHandoffReplySchema.parse(
      await this.bus.request(SUBJECTS.auth.cmd('redeem-handoff'), command),
    );
    return {
      token: reply.token,
      expires_at: reply.expires_at,
      user: reply.user,
      return_to: reply.return_path,
    };
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
   * POST /auth/logout {token} (or the Bearer header): revokes the token in auth-svc, with every token of its sign-in
   * family (the other hosts' hand-offs: logout on either host signs out of both), and drops it from this gateway's
   * cache at once (the family, and other gateways, on auth.evt.token-revoked.v1). An unknown token answers revoked:
   * false.
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
