import { MAIN_DOMAINS, parseSiteHost } from '../host/parse-site-host.js';
import type { PageLocation } from '../links/site-links.js';

/** The product domain (public-site §9 "Main domains recognised …: the product domain, a local dev host and localhost"). */
export const PRODUCT_DOMAIN: (typeof MAIN_DOMAINS)[number] = 'castline.gg';

/**
 * Production is the product domain itself, its www and its mini-sites (castline.gg, spring.castline.gg); every
 * other host (dev.castline.gg, castline.localhost, localhost, an IP) is not. Our decision for public-site §2
 * "Logout (shown only outside production)": the built bundle is the same everywhere, so the host decides.
 */
export function isProductionHost(hostname: string): boolean {
  return parseSiteHost(hostname).mainHostname === PRODUCT_DOMAIN;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The Domain attribute of the auth cookie: the main address's host on a recognised main domain when it has a dot
 * (castline.gg, dev.castline.gg, castline.localhost), so the main site and its mini-sites share one login;
 * null (a host-only cookie) on plain localhost, IP addresses and unknown hosts.
 */
export function getAuthCookieDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || IPV4.test(host) || host.includes(':')) return null;
  const onMainDomain = MAIN_DOMAINS.some(
    (domain) => host === domain || host.endsWith(`.${domain}`),
  );
  if (!onMainDomain) return null;
  const { mainHostname } = parseSiteHost(host);
  return mainHostname.includes('.') ? mainHostname : null;
}

/** The page's origin ('http://spring.localhost:8080'). */
export function getOrigin(location: PageLocation): string {
  return `${location.protocol}//${location.hostname}${location.port ? `:${location.port}` : ''}`;
}

/** True when the page is on the main address itself (not a mini-site, not www). */
export function isOnMainHost(location: PageLocation): boolean {
  return (
    location.hostname.toLowerCase().replace(/\.$/, '') ===
    parseSiteHost(location.hostname).mainHostname
  );
}
