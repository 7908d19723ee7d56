import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Which forwarding proxies a process trusts for the client's address (TRUST_PROXY): `false` (none: the socket's
 * address is the client), a hop count (the last N proxies), or a list of addresses/CIDRs and the names
 * `loopback`, `linklocal`, `uniquelocal`. The same values Express's `trust proxy` setting takes.
 */
export type TrustProxy = false | number | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Parses a TRUST_PROXY value; throws a readable message for a bad one. */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      "'true' would trust any X-Forwarded-For (anyone could pick their address): give a hop count or the proxies' addresses",
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('at most 10 proxy hops');
    return hops;
  }
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (NAMES.has(entry)) continue;
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(
        `'${entry}' is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return list;
}

/** The TRUST_PROXY env variable (default: trust no proxy). */
export const envTrustProxy = () =>
  z
    .string()
    .default('false')
    .transform((raw, ctx): TrustProxy => {
      try {
        return parseTrustProxy(raw);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) shortened to IPv4, so one client has one key. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The client address of a request under a TRUST_PROXY setting (proxy-addr, what Express's `req.ip` uses): with
 * `false` the socket's address, else the first untrusted address walking X-Forwarded-For from the right.
 */
export function createClientAddress(trust: TrustProxy): (req: IncomingMessage) => string {
  if (trust === false) return (req) => normalizeAddress(req.socket.remoteAddress);
  const isTrusted =
    typeof trust === 'number'
      ? (_addr: string, hop: number) => hop < trust
      : proxyAddr.compile(trust);
  return (req) => normalizeAddress(proxyAddr(req, isTrusted));
}
