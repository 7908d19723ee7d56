import { parseSiteHost } from '../host/parse-site-host.js';
import { getMainSiteUrl, type PageLocation } from '../links/site-links.js';
import { getOrigin, isOnMainHost } from './auth-hosts.js';
import { AUTH_PATHS, AUTH_RETURN_PARAM, DEFAULT_AFTER_LOGIN, LOGIN_PATH } from './auth-paths.js';
import { HANDOFF_STATE_PARAM, needsHandoff } from './handoff.js';

const MAX_RETURN_LENGTH = 2000;

/**
 * A return target the client accepts (the same rule as the gateway's check, so the client never follows a
 * target the server would drop): a path on this site ('/profile', never '//host'), or an http(s) URL on the
 * main address or one of its mini-site subdomains, on the same port. Anything else is null (no open redirect).
 */
export function readReturnTarget(raw: unknown, location: PageLocation): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value.length > MAX_RETURN_LENGTH) return null;
  // Control characters and backslashes never belong in a return path (header splitting, `/\evil` hosts).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  let target: URL;
  try {
    target = new URL(value);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username || target.password) return null;
  const mainHost = parseSiteHost(location.hostname).mainHostname;
  const host = target.hostname.toLowerCase();
  if (host !== mainHost && !host.endsWith(`.${mainHost}`)) return null;
  if (target.port !== location.port) return null;
  return target.href;
}

/** What /login does (public-site §2 "Login flow"). */
export type LoginNavigation =
  /** Off the main address: bounce through the main address's /login with the full return URL. */
  | { readonly kind: 'bounce'; readonly url: string }
  /** On the main address: full page navigation to the server's redirect route; `nextPage` is remembered. */
  | { readonly kind: 'server'; readonly url: string; readonly nextPage: string | null };

/** Whether /login is on a mini-site (or www), which bounces through the main address. */
export function isLoginBounce(location: PageLocation): boolean {
  return !isOnMainHost(location);
}

/**
 * /login (public-site §2 "Login flow"): on the main address, go to /auth/discord/redirect carrying the return
 * target (the stored next page, else /profile); off it (a mini-site), first bounce through the main address's
 * /login with the full return URL, so the login always starts and ends on the main address. A bounce carries the
 * mini-site's hand-off state when it has one (issue 12 item 1, see handoff.ts).
 */
export function getLoginNavigation(
  location: PageLocation,
  returnTarget: string | null,
  handoffState: string | null = null,
): LoginNavigation {
  if (isLoginBounce(location)) {
    const target = returnTarget ?? DEFAULT_AFTER_LOGIN;
    const full = target.startsWith('/') ? `${getOrigin(location)}${target}` : target;
    const state = handoffState ? `&${HANDOFF_STATE_PARAM}=${encodeURIComponent(handoffState)}` : '';
    return {
      kind: 'bounce',
      url: getMainSiteUrl(
        location,
        `${LOGIN_PATH}?${AUTH_RETURN_PARAM}=${encodeURIComponent(full)}${state}`,
      ),
    };
  }
  return {
    kind: 'server',
    url: `${AUTH_PATHS.discordRedirect}?${AUTH_RETURN_PARAM}=${encodeURIComponent(returnTarget ?? DEFAULT_AFTER_LOGIN)}`,
    nextPage: returnTarget,
  };
}

/**
 * Where to go after a login: a route of this app, a page on another host of the site that shares the login (the
 * auth cookie's domain), or a mini-site that needs a hand-off of the sign-in first (issue 12 item 1).
 */
export type AfterLoginNavigation =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'handoff'; readonly href: string };

/**
 * After a login (public-site §2 "On success it goes to the stored next-page or to /profile"): the first target
 * the client accepts, as a route when it is on this origin, else as a full page navigation, through a hand-off
 * when the other host cannot read this host's auth cookie (needsHandoff).
 */
export function getAfterLoginNavigation(
  location: PageLocation,
  ...targets: readonly (string | null | undefined)[]
): AfterLoginNavigation {
  const target =
    targets.map((value) => readReturnTarget(value, location)).find((value) => value !== null) ??
    DEFAULT_AFTER_LOGIN;
  if (target.startsWith('/')) return { kind: 'internal', to: target };
  const url = new URL(target);
  if (url.origin === getOrigin(location)) {
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  }
  return needsHandoff(location, url.href)
    ? { kind: 'handoff', href: url.href }
    : { kind: 'external', href: url.href };
}

/** The /login link a protected route redirects to (public-site §4 "Authentication" 4: 'redirects to /login with a return'). */
export function getLoginPath(target: string): string {
  return `${LOGIN_PATH}?${AUTH_RETURN_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * The navbar's Login link (public-site §2 "Navbar": Login /login). On the main address it is plain /login (the login
 * then ends on the stored next page or /profile); off it (a mini-site), where the login leaves for the main address
 * and comes back through a hand-off, it carries the current page so the visitor lands where they were (issue 12
 * item 1). The login pages themselves never become a return target.
 */
export function getLoginLink(
  location: PageLocation,
  current: { readonly pathname: string; readonly search: string; readonly hash: string },
): string {
  if (!isLoginBounce(location)) return LOGIN_PATH;
  const path = current.pathname.toLowerCase();
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`) || path.startsWith('/auth/')) {
    return LOGIN_PATH;
  }
  return getLoginPath(`${current.pathname}${current.search}${current.hash}`);
}
