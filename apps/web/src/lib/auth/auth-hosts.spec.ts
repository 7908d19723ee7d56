import { describe, expect, it } from 'vitest';
import { getAuthCookieDomain, getOrigin, isOnMainHost, isProductionHost } from './auth-hosts.js';

const at = (hostname: string, port = '') => ({ protocol: 'https:', hostname, port });

describe('isProductionHost (public-site §2 "Logout (shown only outside production)")', () => {
  it.each([
    ['castline.gg', true],
    ['www.castline.gg', true],
    ['spring.castline.gg', true],
    ['dev.castline.gg', false],
    ['spring.dev.castline.gg', false],
    ['castline.localhost', false],
    ['localhost', false],
    ['spring.localhost', false],
    ['127.0.0.1', false],
    ['example.com', false],
  ])('%s → %s', (hostname, expected) => {
    expect(isProductionHost(hostname)).toBe(expected);
  });
});

describe('getAuthCookieDomain (one login for the main site and its mini-sites)', () => {
  it.each([
    ['castline.gg', 'castline.gg'],
    ['spring.castline.gg', 'castline.gg'],
    ['www.castline.gg', 'castline.gg'],
    ['dev.castline.gg', 'dev.castline.gg'],
    ['spring.dev.castline.gg', 'dev.castline.gg'],
    ['castline.localhost', 'castline.localhost'],
    ['spring.castline.localhost', 'castline.localhost'],
    ['localhost', null],
    ['spring.localhost', null],
    ['127.0.0.1', null],
    ['example.com', null],
    ['', null],
  ])('%s → %s', (hostname, expected) => {
    expect(getAuthCookieDomain(hostname)).toBe(expected);
  });
});

describe('origins', () => {
  it('builds the origin with the port when there is one', () => {
    expect(getOrigin(at('castline.gg'))).toBe('https://castline.gg');
    expect(getOrigin({ protocol: 'http:', hostname: 'spring.localhost', port: '8080' })).toBe(
      'http://spring.localhost:8080',
    );
  });

  it.each([
    ['castline.gg', true],
    ['localhost', true],
    ['dev.castline.gg', true],
    ['127.0.0.1', true],
    ['spring.castline.gg', false],
    ['spring.localhost', false],
    ['www.castline.gg', false],
  ])('%s is the main host: %s', (hostname, expected) => {
    expect(isOnMainHost(at(hostname))).toBe(expected);
  });
});
