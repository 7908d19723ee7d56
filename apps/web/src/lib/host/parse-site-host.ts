/** Main domains recognised for subdomain detection (public-site §9): the product domain, the local dev host, localhost. */
export const MAIN_DOMAINS = ['castline.gg', 'castline.localhost', 'localhost'] as const;
/** Subdomains that are environments, never mini-sites (public-site §5); as a trailing label they are stripped. */
export const ENVIRONMENT_SUBDOMAINS = ['dev', 'live'] as const;
/** Subdomains that are the main site by convention (our decision: www is not a mini-site). */
const MAIN_SITE_SUBDOMAINS = new Set<string>([...ENVIRONMENT_SUBDOMAINS, 'www']);

/** The current host, read for mini-sites (public-site §2 "Mini-sites", "Link shapes"). */
export interface SiteHost {
  /** The mini-site name ('spring' on spring.castline.gg), or null on the main site. */
  readonly subdomain: string | null;
  /** The main address's host name, the current one with the mini-site name stripped ('dev.castline.gg'). */
  readonly mainHostname: string;
}

/**
 * Reads a host name (public-site §5, §9): on a main domain (longest match first) the labels before it are the
 * subdomain; a trailing .dev / .live label is stripped (and stays part of the main address); dev, live (and www)
 * alone are no mini-site. Hosts on other domains (IP addresses, previews) are the main site.
 */
export function parseSiteHost(hostname: string): SiteHost {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const domain = [...MAIN_DOMAINS]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => host === candidate || host.endsWith(`.${candidate}`));
  if (!domain) return { subdomain: null, mainHostname: host };
  const labels =
    host === domain
      ? []
      : host
          .slice(0, -(domain.length + 1))
          .split('.')
          .filter(Boolean);
  const environment =
    labels.length > 0 && isEnvironment(labels[labels.length - 1]) ? labels.pop() : undefined;
  const mainHostname = environment ? `${environment}.${domain}` : domain;
  const name = labels.join('.');
  return { subdomain: name === '' || MAIN_SITE_SUBDOMAINS.has(name) ? null : name, mainHostname };
}

function isEnvironment(label: string | undefined): boolean {
  return label !== undefined && (ENVIRONMENT_SUBDOMAINS as readonly string[]).includes(label);
}
