import { classifyHost, servedOrigin, type ServedHostRules } from './classify-return-target.js';

/** The origin a hand-off code is redeemed on, or why the request cannot redeem one (for developers). */
export type ExchangeOrigin =
  { readonly ok: true; readonly origin: string } | { readonly ok: false; readonly why: string };

/** The host name of a Host header ('spring.localhost:8080' → 'spring.localhost'), or null when it is not one. */
export function readHostName(hostHeader: unknown): string | null {
  if (typeof hostHeader !== 'string') return null;
  const value = hostHeader.trim();
  if (!value || value.length > 300 || /[\s/\\@?#]/.test(value)) return null;
  try {
    const url = new URL(`http://${value}`);
    return url.hostname ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * POST /auth/handoff/exchange runs on the mini-site's own origin (issue 12 item 1): the Host header names it (only
 * its host name counts: an edge proxy may drop the port; the origin takes PUBLIC_URL's protocol and port, like every
 * served host), it must be a mini-site of the site, and an Origin header, when the browser sends one, must be that
 * same origin. auth-svc then checks that the code was made for exactly this origin.
 */
export function readExchangeOrigin(
  headers: { readonly host?: unknown; readonly origin?: unknown },
  rules: ServedHostRules,
): ExchangeOrigin {
  const hostname = readHostName(headers.host);
  if (!hostname) return { ok: false, why: 'The request has no usable Host header.' };
  const served = classifyHost(hostname, rules);
  if (!served || served.subdomain === null) {
    return {
      ok: false,
      why: `A code is redeemed on the mini-site it was made for; "${hostname}" is not a mini-site of this site.`,
    };
  }
  const origin = servedOrigin(hostname, rules);
  if (typeof headers.origin === 'string' && headers.origin.trim().toLowerCase() !== origin) {
    return {
      ok: false,
      why: `The Origin header differs from the host the code is redeemed on (${origin}).`,
    };
  }
  return { ok: true, origin };
}
