import { describe, expect, it } from 'vitest';
import {
  getAfterLoginNavigation,
  getLoginLink,
  getLoginNavigation,
  getLoginPath,
  readReturnTarget,
} from './login-navigation.js';

const main = { protocol: 'http:', hostname: 'localhost', port: '8080' };
const spring = { protocol: 'http:', hostname: 'spring.localhost', port: '8080' };
const prod = { protocol: 'https:', hostname: 'castline.gg', port: '' };

describe('readReturnTarget (no open redirect)', () => {
  it.each([
    ['/profile', '/profile'],
    ['/match/ABC/editor?x=1#y', '/match/ABC/editor?x=1#y'],
    ['http://spring.localhost:8080/schedule', 'http://spring.localhost:8080/schedule'],
    ['http://localhost:8080/profile', 'http://localhost:8080/profile'],
    ['//evil.example/profile', null],
    ['https://evil.example/profile', null],
    ['http://spring.localhost:9999/schedule', null],
    ['http://localhost.evil.example:8080/', null],
    ['javascript:alert(1)', null],
    ['http://user:pass@localhost:8080/', null],
    ['/\\evil.example', null],
    ['', null],
    [undefined, null],
    ['profile', null],
  ])('%s → %s', (raw, expected) => {
    expect(readReturnTarget(raw, main)).toBe(expected);
  });

  it('accepts mini-sites of the product domain on the default port', () => {
    expect(readReturnTarget('https://spring.castline.gg/', prod)).toBe(
      'https://spring.castline.gg/',
    );
    expect(readReturnTarget('https://castline.gg.evil.example/', prod)).toBeNull();
  });
});

describe('getLoginNavigation (public-site §2 "Login flow")', () => {
  it('goes to the server redirect with the return target on the main address', () => {
    expect(getLoginNavigation(main, '/match/ABC/editor')).toEqual({
      kind: 'server',
      url: '/auth/discord/redirect?return=%2Fmatch%2FABC%2Feditor',
      nextPage: '/match/ABC/editor',
    });
  });

  it('returns to /profile when nothing is stored', () => {
    expect(getLoginNavigation(main, null)).toEqual({
      kind: 'server',
      url: '/auth/discord/redirect?return=%2Fprofile',
      nextPage: null,
    });
  });

  it('bounces a mini-site through the main address /login with the full return URL', () => {
    expect(getLoginNavigation(spring, '/settings')).toEqual({
      kind: 'bounce',
      url: `http://localhost:8080/login?return=${encodeURIComponent('http://spring.localhost:8080/settings')}`,
    });
    expect(getLoginNavigation({ ...prod, hostname: 'spring.castline.gg' }, null)).toEqual({
      kind: 'bounce',
      url: `https://castline.gg/login?return=${encodeURIComponent('https://spring.castline.gg/profile')}`,
    });
  });

  it("carries the mini-site's hand-off state in the bounce", () => {
    expect(getLoginNavigation(spring, '/settings', 'a'.repeat(32))).toEqual({
      kind: 'bounce',
      url: `http://localhost:8080/login?return=${encodeURIComponent('http://spring.localhost:8080/settings')}&handoff=${'a'.repeat(32)}`,
    });
    // the main address has nothing to hand off
    expect(getLoginNavigation(main, '/settings', 'a'.repeat(32)).url).not.toContain('handoff');
  });

  it('bounces www to the main address too', () => {
    expect(getLoginNavigation({ ...prod, hostname: 'www.castline.gg' }, null).kind).toBe('bounce');
  });
});

describe('getAfterLoginNavigation (public-site §2 "the stored next-page or /profile")', () => {
  it('takes the first acceptable target, else /profile', () => {
    expect(getAfterLoginNavigation(main, '/team/X/settings', '/other')).toEqual({
      kind: 'internal',
      to: '/team/X/settings',
    });
    expect(getAfterLoginNavigation(main, null, undefined)).toEqual({
      kind: 'internal',
      to: '/profile',
    });
    expect(getAfterLoginNavigation(main, 'https://evil.example/', '/events')).toEqual({
      kind: 'internal',
      to: '/events',
    });
  });

  it('routes same-origin URLs inside the app and leaves for a mini-site', () => {
    expect(getAfterLoginNavigation(main, 'http://localhost:8080/dashboard?x=1')).toEqual({
      kind: 'internal',
      to: '/dashboard?x=1',
    });
    // castline.gg shares the auth cookie with its mini-sites: a plain page navigation
    expect(getAfterLoginNavigation(prod, 'https://spring.castline.gg/settings')).toEqual({
      kind: 'external',
      href: 'https://spring.castline.gg/settings',
    });
  });

  it('hands the sign-in to a mini-site that cannot read the login (plain localhost)', () => {
    expect(getAfterLoginNavigation(main, 'http://spring.localhost:8080/settings')).toEqual({
      kind: 'handoff',
      href: 'http://spring.localhost:8080/settings',
    });
  });

  it('builds the /login link of a protected route', () => {
    expect(getLoginPath('/profile')).toBe('/login?return=%2Fprofile');
  });
});

describe('getLoginLink (the navbar Login)', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('is plain /login on the main address (the login ends on the next page or /profile)', () => {
    expect(getLoginLink(main, at('/events'))).toBe('/login');
  });

  it('carries the current page on a mini-site, so the visitor comes back to it', () => {
    expect(getLoginLink(spring, at('/schedule', '?day=2', '#m1'))).toBe(
      `/login?return=${encodeURIComponent('/schedule?day=2#m1')}`,
    );
    expect(getLoginLink(spring, at('/'))).toBe('/login?return=%2F');
  });

  it('never returns to a login page', () => {
    expect(getLoginLink(spring, at('/login', '?return=%2Fx'))).toBe('/login');
    expect(getLoginLink(spring, at('/login/handoff'))).toBe('/login');
    expect(getLoginLink(spring, at('/auth/discord/return'))).toBe('/login');
  });
});
