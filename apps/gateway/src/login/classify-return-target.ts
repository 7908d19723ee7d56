const MAX_RETURN_LENGTH = 2000;
/** Labels that are never an event's mini-site (environments and www; public-site §5, §9). */
const NOT_MINI_SITES = new Set(['www', 'dev', 'live']);
/** One DNS label: an event's `subdomain`. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The hosts the product serves (issue 12 item 1), from PUBLIC_URL and PUBLIC_PARENT_DOMAIN: the main site, and
 * `<one label>.<parent domain>` on the main site's protocol and port (the mini-sites; whether an event has that
 * label is for the caller to ask match-svc).
 */
export interface ServedHostRules {
  /** The main site's origin ('http://localhost:8080'). */
  readonly mainOrigin: string;
  /** 'http:' or 'https:'. */
  readonly protocol: string;
  /** The port every served host shares ('' for the protocol's default). */
  readonly port: string;
  /** The main site's host name ('localhost', 'www.castline.gg'). */
  readonly mainHost: string;
  /** The domain under which the mini-sites live ('localhost', 'castline.gg'). */
  readonly parentDomain: string;
}

/** The rules of a gateway: PUBLIC_URL, and the parent domain (default: PUBLIC_URL's host). */
export function servedHostRules(publicUrl: string, parentDomain?: string | null): ServedHostRules {
  const main = new URL(publicUrl);
  const mainHost = main.hostname.toLowerCase();
  return {
    mainOrigin: main.origin,
    protocol: main.protocol,
    port: main.port,
    mainHost,
    parentDomain: (parentDomain ?? mainHost).toLowerCase(),
  };
}

/**
 * Which served host a host name is: the main site (subdomain null), a mini-site (its label), or null when the
 * product does not serve it (other domains, look-alikes, nested subdomains, www/dev/live, the bare parent domain
 * when it is not the main host).
 */
export function classifyHost(
  hostname: string,
  rules: ServedHostRules,
): { readonly subdomain: string | null } | null {
  const host = hostname.toLowerCase();
  if (host === rules.mainHost) return { subdomain: null };
  const suffix = `.${rules.parentDomain}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  if (!LABEL.test(label) || NOT_MINI_SITES.has(label)) return null;
  return { subdomain: label };
}

/** The origin of a served host name on the rules' protocol and port ('http://spring.localhost:8080'). */
export function servedOrigin(hostname: string, rules: ServedHostRules): string {
  return `${rules.protocol}//${hostname.toLowerCase()}${rules.port ? `:${rules.port}` : ''}`;
}

/** A return target on a host the product serves. */
export interface ServedTarget {
  /** What to keep: the path as given ('/profile'), or the full URL. */
  readonly target: string;
  /** The host's origin ('http://spring.localhost:8080'; the main site's for a path). */
  readonly origin: string;
  /** Path, query and fragment on that host ('/profile?tab=2'). */
  readonly path: string;
  /** The mini-site name ('spring'), or null for the main site. The caller checks that an event has it. */
  readonly subdomain: string | null;
}

/** Control characters and backslashes (browsers treat a backslash like '/', so "/" + "\\evil.test" leaves the site). */
function hasControlOrBackslash(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return true;
  }
  return false;
}

/**
 * The allow-list of return targets (public-site §2 "Login flow" return query; issue 12 item 1): a path on the
 * current site ('/schedule', never '//host'), or an http(s) URL on a served host (classifyHost) with the main site's
 * protocol and port and no credentials. Everything else (other hosts, look-alikes, nested subdomains, `//host`,
 * backslashes, control characters, `javascript:`, over 2,000 characters) is null: no open redirect. Whether an event
 * has the subdomain is for the caller to check (`subdomain-{name}`).
 */
export function classifyReturnTarget(raw: unknown, rules: ServedHostRules): ServedTarget | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > MAX_RETURN_LENGTH || hasControlOrBackslash(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    return { target: value, origin: rules.mainOrigin, path: value, subdomain: null };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== rules.protocol || url.port !== rules.port) return null;
  if (url.username || url.password) return null;
  const host = classifyHost(url.hostname, rules);
  if (!host) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return { target: url.href, origin: url.origin, path, subdomain: host.subdomain };
}
