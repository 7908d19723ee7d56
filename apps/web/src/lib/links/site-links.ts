import { parseSiteHost } from '../host/parse-site-host.js';
import { toUrlId } from './url-id.js';

/** Entity types with pages of their own (public-site §2). */
export type EntityType = 'event' | 'team' | 'player' | 'match' | 'detailed' | 'news';

/** A link inside the app (router path) or to another host (an event's own subdomain). */
export type SiteLink =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string };

/** The page's location as links need it (protocol, host name, port). */
export interface PageLocation {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
}

/** Where links are built: the current page and, on a mini-site, its event id. */
export interface LinkContext {
  readonly location: PageLocation;
  readonly miniSiteEventId: string | null;
}

/** The fields of an event that decide its link. */
export interface EventLinkInput {
  readonly id: string;
  readonly subdomain?: string | null;
}

function withSubPage(base: string, subPage: string | null | undefined): string {
  const page = subPage?.replace(/^\/+|\/+$/g, '') ?? '';
  if (page === '') return base === '' ? '/' : base;
  return `${base}/${page}`;
}

/** Entity links /{type}/{id}[/{subPage}] with the short id (public-site §2 "Link shapes"). */
export function getEntityPath(type: EntityType, id: string, subPage?: string | null): string {
  return withSubPage(`/${type}/${encodeURIComponent(toUrlId(id))}`, subPage);
}

/** An absolute URL on another host of the same site, with the current page's protocol and port. */
export function getHostUrl(location: PageLocation, hostname: string, path = '/'): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${hostname}${port}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The main site's address ("The main address is recovered by stripping the subdomain"). */
export function getMainSiteUrl(location: PageLocation, path = '/'): string {
  return getHostUrl(location, parseSiteHost(location.hostname).mainHostname, path);
}

/**
 * An event link (public-site §2 "Link shapes"): on the event's own mini-site, the site root or /{subPage};
 * an event with a subdomain links to its own subdomain (same protocol and port as the current page); any
 * other event to /event/{id}[/{subPage}].
 */
export function getEventLink(
  event: EventLinkInput,
  subPage: string | null | undefined,
  context: LinkContext,
): SiteLink {
  if (context.miniSiteEventId !== null && context.miniSiteEventId === event.id) {
    return { kind: 'internal', to: withSubPage('', subPage) };
  }
  const subdomain = event.subdomain?.trim().toLowerCase();
  if (subdomain) {
    const { mainHostname } = parseSiteHost(context.location.hostname);
    return {
      kind: 'external',
      href: getHostUrl(context.location, `${subdomain}.${mainHostname}`, withSubPage('', subPage)),
    };
  }
  return { kind: 'internal', to: getEntityPath('event', event.id, subPage) };
}
