import { checkReturnUrl } from './check-return-url.js';

/** Labels that are never an event's mini-site (environments and www; public-site §5, §9). */
const NOT_MINI_SITES = new Set(['www', 'dev', 'live']);
/** One DNS label: an event's `subdomain`. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

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

/**
 * The allow-list of return targets (issue 12 item 1): a path on the current site, or an http(s) URL whose origin is
 * the main site's (PUBLIC_URL: same protocol, host and port) or `<one label>.<main host>` with the same protocol and
 * port, where the label is not www, dev or live. Everything else (other hosts, look-alikes, nested subdomains,
 * credentials, `//host`, backslashes, `javascript:`) is null: no open redirect. Whether an event has that subdomain is
 * for the caller to check (`subdomain-{name}`).
 */
export function classifyReturnTarget(raw: unknown, publicUrl: string): ServedTarget | null {
  const checked = checkReturnUrl(raw, publicUrl);
  if (checked === null) return null;
  let main: URL;
  try {
    main = new URL(publicUrl);
  } catch {
    return null;
  }
  if (checked.startsWith('/')) {
    return { target: checked, origin: main.origin, path: checked, subdomain: null };
  }
  const url = new URL(checked);
  if (url.protocol !== main.protocol) return null;
  const host = url.hostname.toLowerCase();
  const mainHost = main.hostname.toLowerCase();
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (host === mainHost) return { target: url.href, origin: url.origin, path, subdomain: null };
  const label = host.slice(0, -(mainHost.length + 1));
  if (!LABEL.test(label) || NOT_MINI_SITES.has(label)) return null;
  return { target: url.href, origin: url.origin, path, subdomain: label };
}
