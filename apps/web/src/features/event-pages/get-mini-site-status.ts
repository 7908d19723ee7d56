import { parseSiteHost } from '../../lib/host/parse-site-host.js';
import { getHostUrl, type PageLocation } from '../../lib/links/site-links.js';
import { toUrlId } from '../../lib/links/url-id.js';

/** The event's mini-site relative to the current site (public-site §4 "Mini-site status"). */
export type MiniSiteStatus =
  | 'no-minisite-for-event'
  | 'no-root-minisite'
  | 'on-main-subdomain'
  | 'on-partial-subdomain'
  | 'on-foreign-subdomain';

/** The fields of an event that name its mini-site. */
export interface MiniSiteEventInput {
  readonly id: string;
  readonly subdomain?: string | null;
  readonly partial_subdomain?: string | null;
}

const clean = (name: string | null | undefined): string => name?.trim().toLowerCase() ?? '';

/**
 * Public-site §4: the event has no mini-site (neither subdomain nor partial_subdomain) → no minisite for event;
 * the visitor is not on a mini-site (`rootSubdomain` null: the main site) → no root minisite; the current
 * mini-site is the event's subdomain → on main subdomain; its partial_subdomain → on partial subdomain;
 * another mini-site → on foreign subdomain. `rootSubdomain` is the mini-site name of the host the page is
 * served on, known from the host at startup (so the status never waits for the mini-site event to load).
 */
export function getMiniSiteStatus(
  event: MiniSiteEventInput,
  rootSubdomain: string | null,
): MiniSiteStatus {
  const own = clean(event.subdomain);
  const partial = clean(event.partial_subdomain);
  if (!own && !partial) return 'no-minisite-for-event';
  const root = clean(rootSubdomain);
  if (!root) return 'no-root-minisite';
  if (own && root === own) return 'on-main-subdomain';
  if (partial && root === partial) return 'on-partial-subdomain';
  return 'on-foreign-subdomain';
}

/** Public-site §4: the prompt to visit the mini-site shows for no root minisite and foreign subdomain. */
export function shouldShowMiniSitePrompt(status: MiniSiteStatus): boolean {
  return status === 'no-root-minisite' || status === 'on-foreign-subdomain';
}

/** Where the prompt goes: the mini-site host and the name shown. */
export interface MiniSitePromptLink {
  readonly href: string;
  readonly subdomain: string;
}

/**
 * The prompt's link (public-site §2 "Link shapes", "Mini-sites"): an event with a subdomain is served at its
 * mini-site's root, so the same sub-page is /{subPage} there; an event with only a partial_subdomain is a
 * secondary event of that mini-site, served at /event/{id}/{subPage}. Same protocol and port as the page.
 */
export function getMiniSitePromptLink(
  event: MiniSiteEventInput,
  location: PageLocation,
  subPage: string | null | undefined,
): MiniSitePromptLink | null {
  const own = clean(event.subdomain);
  const subdomain = own || clean(event.partial_subdomain);
  if (!subdomain) return null;
  const page = subPage?.replace(/^\/+|\/+$/g, '') ?? '';
  const base = own ? '' : `/event/${encodeURIComponent(toUrlId(event.id))}`;
  const path = page ? `${base}/${page}` : base || '/';
  const { mainHostname } = parseSiteHost(location.hostname);
  return { href: getHostUrl(location, `${subdomain}.${mainHostname}`, path), subdomain };
}
