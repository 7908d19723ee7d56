import type { IncomingMessage } from 'node:http';
import { loadConfig } from '../config/load-config.js';
import { z } from 'zod';
import {
  createClientAddress,
  envTrustProxy,
  normalizeAddress,
  parseTrustProxy,
} from './trust-proxy.js';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('parseTrustProxy', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8 ,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
    ['172.18.0.5', ['172.18.0.5']],
  ] as const)('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each([
    ['true', 'would trust any X-Forwarded-For'],
    ['11', 'at most 10 proxy hops'],
    ['proxy.example.com', 'is not an IP address'],
    ['10.0.0.0/99', 'is not an IP address'],
  ])('refuses %j', (raw, message) => {
    expect(() => parseTrustProxy(raw)).toThrow(message);
  });

  it('is a validated env variable with a readable problem', () => {
    const schema = z.object({ TRUST_PROXY: envTrustProxy() });
    expect(loadConfig(schema, {}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig(schema, { TRUST_PROXY: 'everything' })).toThrow(
      "TRUST_PROXY: 'everything' is not an IP address",
    );
  });
});

describe('createClientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    const address = createClientAddress(false);
    expect(address(request('::ffff:203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });

  it('takes the address one trusted hop in front of the socket with a hop count', () => {
    const address = createClientAddress(1);
    expect(address(request('10.0.0.2', 'spoofed, 198.51.100.7'))).toBe('198.51.100.7');
    expect(address(request('10.0.0.2'))).toBe('10.0.0.2');
  });

  it('walks X-Forwarded-For through trusted addresses only', () => {
    const address = createClientAddress(['loopback', '10.0.0.0/8']);
    expect(address(request('127.0.0.1', '198.51.100.7, 10.1.2.3'))).toBe('198.51.100.7');
    // A direct client is not a trusted proxy: what it forwards is ignored.
    expect(address(request('203.0.113.9', '198.51.100.7'))).toBe('203.0.113.9');
  });

  it('shortens IPv4-mapped IPv6 so one client has one key', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('::1')).toBe('::1');
    expect(normalizeAddress(undefined)).toBe('unknown');
  });
});
