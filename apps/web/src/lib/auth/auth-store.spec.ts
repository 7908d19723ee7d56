import { describe, expect, it, vi } from 'vitest';
import {
  AUTH_COOKIE_NAME,
  clearAuthCookie,
  readCookie,
  writeAuthCookie,
  type CookieJar,
} from './auth-cookie.js';
import { AUTH_STORAGE_KEY, AuthStore, readStoredAuth } from './auth-store.js';
import type { SettingsStorage } from '../settings/settings-store.js';

function jar(initial = ''): CookieJar & { written: string[]; value: string } {
  const state = { written: [] as string[], value: initial };
  return {
    get written() {
      return state.written;
    },
    get value() {
      return state.value;
    },
    read: () => state.value,
    write: (cookie) => {
      state.written.push(cookie);
      const [pair] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      state.value = value ? `${name}=${value}` : '';
    },
  };
}

function storage(
  data: Record<string, string> = {},
): SettingsStorage & { data: Record<string, string> } {
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

const USER = {
  name: 'Ada',
  avatar: 'https://cdn/avatar.png',
  airtableID: 'recPLAYERAAAAAAAA',
  clients: ['recCLIENTAAAAAAAA'],
  website_settings: [],
};

describe('auth cookie (public-site §9 "Auth cookie: 30-day expiry, path /")', () => {
  it('writes the token for 30 days on path /', () => {
    const cookies = jar();
    const now = Date.UTC(2026, 10, 21);
    writeAuthCookie(cookies, 'tok en', now);
    expect(cookies.written[0]).toBe(
      `auth=tok%20en; expires=${new Date(now + 30 * 86_400_000).toUTCString()}; path=/; SameSite=Lax`,
    );
    expect(readCookie(cookies, AUTH_COOKIE_NAME)).toBe('tok en');
  });

  it('clears the cookie with a past expiry on path /', () => {
    const cookies = jar('auth=x');
    clearAuthCookie(cookies);
    expect(cookies.written[0]).toBe(
      'auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(readCookie(cookies, AUTH_COOKIE_NAME)).toBeNull();
  });
});

describe('AuthStore', () => {
  it('restores the token from the cookie and the user from localStorage', () => {
    const state = readStoredAuth(
      jar('theme=dark; auth=tok'),
      storage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token: 'tok', user: USER }) }),
    );
    expect(state).toEqual({ token: 'tok', user: USER });
  });

  it('ignores a stored user that belongs to another token', () => {
    const state = readStoredAuth(
      jar('auth=new'),
      storage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token: 'old', user: USER }) }),
    );
    expect(state).toEqual({ token: 'new', user: null });
  });

  it('is signed out with nothing stored or broken storage', () => {
    expect(readStoredAuth(jar(), storage())).toEqual({ token: null, user: null });
    expect(readStoredAuth(jar(), storage({ [AUTH_STORAGE_KEY]: '{' }))).toEqual({
      token: null,
      user: null,
    });
  });

  it('stores and clears the auth state in the cookie and localStorage, notifying listeners', () => {
    const cookies = jar();
    const local = storage();
    const store = new AuthStore(cookies, local);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setAuth('tok', USER);
    expect(store.getSnapshot()).toEqual({ token: 'tok', user: USER });
    expect(readCookie(cookies, 'auth')).toBe('tok');
    expect(JSON.parse(local.data[AUTH_STORAGE_KEY] ?? '{}')).toEqual({ token: 'tok', user: USER });
    store.clear();
    expect(store.getSnapshot()).toEqual({ token: null, user: null });
    expect(readCookie(cookies, 'auth')).toBeNull();
    expect(local.data[AUTH_STORAGE_KEY]).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
