/*
 * The gateway's login routes (public-site §2 "Login flow", §7), copied from @castline/contracts AUTH_PATHS: that
 * module also defines the zod schemas of the answers, so importing a value from it would pull zod into the bundle.
 * auth-paths.spec.ts checks the copy against the contract.
 */

/** The gateway's login routes on the one public origin. */
export const AUTH_PATHS = {
  /** GET ?return=<url>: 302 to the chat platform's authorize page (full page navigation). */
  discordRedirect: '/auth/discord/redirect',
  /** The SPA screen the chat platform sends the browser back to (?code&state). */
  discordReturn: '/auth/discord/return',
  /** POST {code, state} → {token, user, expires_at, return_to}. */
  discordLogin: '/auth/discord-login',
  /** POST {token} → {user}. */
  login: '/auth/login',
  /** POST {token} → {ok, revoked}. */
  logout: '/auth/logout',
} as const;

/** The query parameter of /login and of the server redirect naming where to go after login. */
export const AUTH_RETURN_PARAM = 'return';

/** Where a login without a stored next page ends (public-site §2 "Login flow": 'or to /profile'). */
export const DEFAULT_AFTER_LOGIN = '/profile';

/** The app's login route. */
export const LOGIN_PATH = '/login';
