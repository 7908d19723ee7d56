import type { IncomingHttpHeaders } from 'node:http';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * public-site §7 / broadcast §7: the token travels as `Bearer <token>` in the `Authentication` header
 * (`Authorization` is accepted too). Anything else is no token.
 */
export function readBearerToken(headers: IncomingHttpHeaders): string | null {
  for (const name of ['authentication', 'authorization']) {
    const value = headers[name];
    const match = typeof value === 'string' ? BEARER.exec(value.trim()) : null;
    if (match?.[1]) return match[1];
  }
  return null;
}
