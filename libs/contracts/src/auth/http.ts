import { z } from 'zod';
import { ERROR_CODES } from '../core/errors.js';
import { IssuedTokenSchema } from '../nats/payloads.js';
import { PublicUserSchema } from './public-user.js';

/** The gateway's login routes (public-site §2 "Login flow", §7). */
export const AUTH_PATHS = {
  /** GET ?return=<url>: 302 to the Discord authorize page (state and return kept in HttpOnly cookies). */
  discordRedirect: '/auth/discord/redirect',
  /** GET: the web app's screen (Discord sends the browser back here with ?code&state). */
  discordReturn: '/auth/discord/return',
  /** POST {code, state}: exchanges the code → {token, user, expires_at, return_to}. */
  discordLogin: '/auth/discord-login',
  /** POST {token}: the user of a stored token → {user}. */
  login: '/auth/login',
  /** POST {token}: revokes the token and every token of its sign-in family (hand-offs) → {ok: true, revoked}. */
  logout: '/auth/logout',
  /**
   * POST {return} with `Authentication: Bearer`: on the main site, a single-use hand-off to a mini-site of an
   * existing event → {url} (that host's HANDOFF_PAGE with the code in the fragment).
   */
  handoff: '/auth/handoff',
  /** POST {code} on the mini-site's own origin → {token, expires_at, user, return_to} (a token of its own). */
  handoffExchange: '/auth/handoff/exchange',
} as const;

/** The web app's page on a mini-site that exchanges a hand-off code (`#code=…`: never sent to a server). */
export const HANDOFF_PAGE = '/login/handoff';

/** POST /auth/handoff body: the full URL on another host of the site to sign in on. */
export const HandoffRequestSchema = z.object({ return: z.string().optional() });
export type HandoffRequest = z.infer<typeof HandoffRequestSchema>;
/** A successful POST /auth/handoff: where the browser goes next. */
export const HandoffAnswerSchema = z.object({ url: z.url() });
export type HandoffAnswer = z.infer<typeof HandoffAnswerSchema>;
/** A successful POST /auth/handoff/exchange: this host's own token; `return_to` a path on this host. */
export const HandoffExchangeAnswerSchema = z.object({
  token: IssuedTokenSchema,
  expires_at: z.iso.datetime(),
  user: PublicUserSchema,
  return_to: z.string(),
});
export type HandoffExchangeAnswer = z.infer<typeof HandoffExchangeAnswerSchema>;

/** Query parameter of discordRedirect naming where to go after login. */
export const AUTH_RETURN_PARAM = 'return';

/** POST /auth/discord-login body. `state` is the value Discord sent back with the code (login CSRF check). */
export const DiscordLoginRequestSchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
});
export type DiscordLoginRequest = z.infer<typeof DiscordLoginRequestSchema>;

/** POST /auth/login and POST /auth/logout body. */
export const TokenLoginRequestSchema = z.object({ token: z.string().optional() });
export type TokenLoginRequest = z.infer<typeof TokenLoginRequestSchema>;

/** A successful POST /auth/discord-login. `return_to` is the checked return URL of the redirect, or null. */
export const DiscordLoginAnswerSchema = z.object({
  token: IssuedTokenSchema,
  expires_at: z.iso.datetime(),
  user: PublicUserSchema,
  return_to: z.string().nullable(),
});
export type DiscordLoginAnswer = z.infer<typeof DiscordLoginAnswerSchema>;

/** A successful POST /auth/login. */
export const TokenLoginAnswerSchema = z.object({ user: PublicUserSchema });
export type TokenLoginAnswer = z.infer<typeof TokenLoginAnswerSchema>;

/** A successful POST /auth/logout (`revoked` is false when the token was unknown or revoked already). */
export const LogoutAnswerSchema = z.object({ ok: z.literal(true), revoked: z.boolean() });
export type LogoutAnswer = z.infer<typeof LogoutAnswerSchema>;

/**
 * Every refused or failed /auth call (public-site §7 "error, message, for_a_developer"): `message` is for the
 * login screen ('Authentication error' + message), `for_a_developer` a technical detail (e.g. the provider's
 * error), `code` the machine code.
 */
export const AuthErrorAnswerSchema = z.object({
  error: z.literal(true),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  for_a_developer: z.string().optional(),
});
export type AuthErrorAnswer = z.infer<typeof AuthErrorAnswerSchema>;

/**
 * Login texts where the specs are silent (RULES.md † copy), shared by auth-svc, the gateway and the web app. The
 * spec's own 'Empty authentication request' and 'Unknown token' are SERVER_TEXT.emptyAuth / unknownToken.
 */
export const AUTH_TEXT = {
  loginRejected: 'Discord did not accept this login. Please try logging in again.',
  discordUnavailable: 'Discord is not answering right now. Please try again in a moment.',
  discordMisconfigured: 'Discord login is not set up correctly on this server.',
  discordNotConfigured: 'Discord login is not configured on this server.',
  accountNotLinked: 'This Discord account could not be linked to a player. Please contact support.',
  loginExpired: 'This login has expired or did not start on this site. Please log in again.',
  handoffRefused: 'This sign-in link has expired or was already used. Please log in again.',
  returnNotServed: 'That address is not part of this site.',
} as const;
