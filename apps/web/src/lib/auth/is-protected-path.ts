/** Match sub-pages that need a login (public-site §2 "Match pages": score-reporting, rescheduling, editor, draft — auth). */
const MATCH_AUTH_PAGES = new Set(['score-reporting', 'rescheduling', 'editor', 'draft']);

/**
 * Event sub-pages that need a login (public-site §2 "Event pages": auction (auth), settings (auth) and its
 * children; reports, the staff queue of issue 18).
 */
function isEventAuthPage(rest: readonly string[]): boolean {
  const [page, child, ...more] = rest;
  if (page === 'auction' || page === 'reports') return child === undefined;
  if (page === 'settings') return more.length === 0;
  return false;
}

/**
 * The routes that need a login (public-site §2 "Protected pages" and every route marked auth; §6 "Signed-in
 * user: /profile, /me and every route marked as requiring auth"): /profile, /dashboard, /me, /me/:subPage,
 * /team/:id/settings, /event/:id/auction, /event/:id/reports, /event/:id/settings[/…], /match/:id/{score-reporting, rescheduling,
 * editor, draft}; on a mini-site also its event's /auction and /settings[/…] at the root. Paths match like the
 * router's (case-insensitive, trailing slash ignored).
 */
export function isProtectedPath(pathname: string, isMiniSite: boolean): boolean {
  const parts = pathname
    .toLowerCase()
    .split('/')
    .filter((part) => part !== '');
  const [first, second, third, ...rest] = parts;
  if (first === undefined) return false;
  if (first === 'profile' || first === 'dashboard') return parts.length === 1;
  if (first === 'me') return parts.length <= 2;
  if (second === undefined) return isMiniSite && isEventAuthPage(parts);
  if (first === 'team') return third === 'settings' && rest.length === 0;
  if (first === 'event') return isEventAuthPage(parts.slice(2));
  if (first === 'match')
    return third !== undefined && MATCH_AUTH_PAGES.has(third) && rest.length === 0;
  return isMiniSite && isEventAuthPage(parts);
}
