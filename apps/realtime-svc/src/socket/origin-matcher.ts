/** Tells whether a browser Origin header value is allowed. */
export type OriginMatcher = (origin: string) => boolean;

interface ParsedOrigin {
  scheme: string;
  host: string;
  port: string;
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };
const ORIGIN_SHAPE = /^([a-z][a-z0-9+.-]*):\/\/([^/:?#]+)(?::(\d{1,5}))?\/?$/;

function parseOrigin(value: string): ParsedOrigin | null {
  const match = ORIGIN_SHAPE.exec(value.trim().toLowerCase());
  if (!match) return null;
  const scheme = match[1] ?? '';
  const host = match[2] ?? '';
  const port = match[3] ?? DEFAULT_PORTS[scheme] ?? '';
  return { scheme, host, port };
}

/**
 * Builds the Origin check of the socket handshake (ARCHITECTURE §5: "the Origin header is checked for browsers").
 * Patterns are `scheme://host[:port]`; `*.host` matches any subdomain of host (one or more labels, not host
 * itself); a lone `*` allows every origin. Scheme and port must match exactly (default ports are implied).
 */
export function createOriginMatcher(patterns: readonly string[]): OriginMatcher {
  if (patterns.includes('*')) return () => true;
  const parsed = patterns.flatMap((pattern) => {
    const wildcard = /^([a-z]+:\/\/)\*\./i.exec(pattern);
    const origin = parseOrigin(wildcard ? pattern.replace('*.', '') : pattern);
    return origin ? [{ ...origin, wildcard: wildcard !== null }] : [];
  });
  return (value) => {
    const origin = parseOrigin(value);
    if (!origin) return false;
    return parsed.some(
      (p) =>
        p.scheme === origin.scheme &&
        p.port === origin.port &&
        (p.wildcard ? origin.host.endsWith(`.${p.host}`) : origin.host === p.host),
    );
  };
}
