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
  /** POST {token} → {ok, revoked}; the token's whole sign-in family (the hand-offs) is revoked with it. */
  logout: '/auth/logout',
  /** POST {return} with the Bearer token, on the main site → {url} of a mini-site's HANDOFF_PAGE with a code. */
  handoff: '/auth/handoff',
  /** POST {code} on the mini-site → {token, expires_at, user, return_to}: a token of that host's own. */
  handoffExchange: '/auth/handoff/exchange',
} as const;

/** The mini-site page that exchanges a hand-off code (`#code=…`), as in the contract's HANDOFF_PAGE. */
export const HANDOFF_PAGE = '/login/handoff';

/** The query parameter of /login and of the server redirect naming where to go after login. */
export const AUTH_RETURN_PARAM = 'return';

/** Where a login without a stored next page ends (public-site §2 "Login flow": 'or to /profile'). */
export const DEFAULT_AFTER_LOGIN = '/profile';

/** The app's login route. */
export const LOGIN_PATH = '/login';
