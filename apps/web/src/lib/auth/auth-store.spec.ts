import { describe, expect, it, vi } from 'vitest';
import {
  AUTH_COOKIE_NAME,
  clearAuthCookie,
  readCookie,
  writeAuthCookie,
  type CookieJar,
} from './auth-cookie.js';
import { fakeResponse } from '../../test/fake-fetch.js';
import {
  AUTH_STORAGE_KEY,
  AuthStore,
  NEXT_PAGE_STORAGE_KEY,
  readStoredAuth,
} from './auth-store.js';
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
      Reflect.deleteProperty(data, k);
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

type Answer = { status?: number; body: unknown } | Error;

/** A fake fetch answering /auth routes from a table (an Error answer = connection failure). */
function authFetch(answers: Record<string, Answer | (() => Answer)>) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(typeof init.body === 'string' ? init.body : 'null') });
    const entry = answers[url];
    const answer = typeof entry === 'function' ? entry() : entry;
    if (!answer) throw new Error(`unexpected ${url}`);
    if (answer instanceof Error) throw answer;
    return fakeResponse(answer.body, answer.status ?? 200);
  });
  return { fetch, calls };
}

const UNKNOWN = {
  status: 401,
  body: { error: true, message: 'Unknown token', code: 'UNAUTHENTICATED' },
};

function signedIn(token = 'tok', user: typeof USER | null = USER) {
  return {
    cookies: jar(`auth=${token}`),
    local: storage(user ? { [AUTH_STORAGE_KEY]: JSON.stringify({ token, user }) } : {}),
  };
}

describe('AuthStore and the server (public-site §4 "Authentication")', () => {
  it('3. checks a stored token at app start and refreshes the user', async () => {
    const { cookies, local } = signedIn('tok', null);
    const renamed = { ...USER, name: 'Ada L.' };
    const { fetch, calls } = authFetch({ '/auth/login': { body: { user: renamed } } });
    const store = new AuthStore(cookies, local, { fetch });
    await expect(store.authenticateStoredToken()).resolves.toEqual({
      status: 'authenticated',
      user: renamed,
    });
    expect(calls).toEqual([{ url: '/auth/login', body: { token: 'tok' } }]);
    expect(store.getSnapshot()).toEqual({ token: 'tok', user: renamed });
  });

  it('3. asks once while a check is running', async () => {
    const { cookies, local } = signedIn();
    const { fetch } = authFetch({ '/auth/login': { body: { user: USER } } });
    const store = new AuthStore(cookies, local, { fetch });
    await Promise.all([store.authenticateStoredToken(), store.authenticateStoredToken()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("6. drops a stored token the server answers 'Unknown token'", async () => {
    const { cookies, local } = signedIn();
    const { fetch } = authFetch({ '/auth/login': UNKNOWN });
    const store = new AuthStore(cookies, local, { fetch });
    store.setNextPage('/profile');
    await expect(store.authenticateStoredToken()).resolves.toEqual({
      status: 'rejected',
      message: 'Unknown token',
    });
    expect(store.getSnapshot()).toEqual({ token: null, user: null });
    expect(readCookie(cookies, 'auth')).toBeNull();
    expect(store.getNextPage()).toBeNull();
  });

  it('keeps the token when the server cannot be reached', async () => {
    const { cookies, local } = signedIn();
    const { fetch } = authFetch({ '/auth/login': new TypeError('Failed to fetch') });
    const logger = { error: vi.fn() };
    const store = new AuthStore(cookies, local, { fetch, logger });
    await expect(store.authenticateStoredToken()).resolves.toEqual({
      status: 'unreachable',
      message: 'Request failed: connection error',
    });
    expect(store.getSnapshot()).toEqual({ token: 'tok', user: USER });
    expect(logger.error).toHaveBeenCalledWith(
      'Token check failed: Request failed: connection error',
    );
  });

  it('does nothing at app start without a token', async () => {
    const { fetch } = authFetch({});
    const store = new AuthStore(jar(), storage(), { fetch });
    await expect(store.authenticateStoredToken()).resolves.toEqual({ status: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('4. a protected route passes with a user, tries a bare token, refuses without one', async () => {
    const withUser = signedIn();
    const { fetch: unused } = authFetch({});
    await expect(
      new AuthStore(withUser.cookies, withUser.local, { fetch: unused }).ensureAuthenticated(),
    ).resolves.toBe(true);
    expect(unused).not.toHaveBeenCalled();

    const bare = signedIn('tok', null);
    const { fetch } = authFetch({ '/auth/login': { body: { user: USER } } });
    const store = new AuthStore(bare.cookies, bare.local, { fetch });
    await expect(store.ensureAuthenticated()).resolves.toBe(true);
    expect(store.getSnapshot().user).toEqual(USER);

    await expect(new AuthStore(jar(), storage(), { fetch }).ensureAuthenticated()).resolves.toBe(
      false,
    );

    const stale = signedIn('old', null);
    const rejected = authFetch({ '/auth/login': UNKNOWN });
    await expect(
      new AuthStore(stale.cookies, stale.local, { fetch: rejected.fetch }).ensureAuthenticated(),
    ).resolves.toBe(false);
  });

  it('4. a check that gets no answer throws (the guard logs it, 7)', async () => {
    const bare = signedIn('tok', null);
    const { fetch } = authFetch({ '/auth/login': new TypeError('Failed to fetch') });
    const store = new AuthStore(bare.cookies, bare.local, { fetch, logger: { error: vi.fn() } });
    await expect(store.ensureAuthenticated()).rejects.toThrow(
      'Authentication check failed: Request failed: connection error',
    );
  });

  it('2. stores the token and user of a Discord login, once per code', async () => {
    const { fetch, calls } = authFetch({
      '/auth/discord-login': {
        body: { token: 'new', user: USER, expires_at: '2027-01-01T00:00:00.000Z', return_to: '/x' },
      },
    });
    const cookies = jar();
    const store = new AuthStore(cookies, storage(), { fetch });
    const [first, second] = await Promise.all([
      store.loginWithDiscordCode('code-1', 'state-1'),
      store.loginWithDiscordCode('code-1', 'state-1'),
    ]);
    expect(first).toEqual({ ok: true, data: { token: 'new', user: USER, returnTo: '/x' } });
    expect(second).toBe(first);
    expect(calls).toEqual([
      { url: '/auth/discord-login', body: { code: 'code-1', state: 'state-1' } },
    ]);
    expect(store.getSnapshot()).toEqual({ token: 'new', user: USER });
    expect(readCookie(cookies, 'auth')).toBe('new');
  });

  it('answers the server message of a refused Discord login', async () => {
    const { fetch } = authFetch({
      '/auth/discord-login': {
        status: 400,
        body: {
          error: true,
          message: 'Empty authentication request',
          code: 'BAD_REQUEST',
          for_a_developer: 'code missing',
        },
      },
    });
    const store = new AuthStore(jar(), storage(), { fetch });
    await expect(store.loginWithDiscordCode('', '')).resolves.toEqual({
      ok: false,
      kind: 'rejected',
      message: 'Empty authentication request',
      code: 'BAD_REQUEST',
      forDeveloper: 'code missing',
    });
    expect(store.getSnapshot()).toEqual({ token: null, user: null });
  });

  it('force-auth stores a pasted token the server accepts and keeps the old one otherwise', async () => {
    const { cookies, local } = signedIn('old');
    let answer: Answer = UNKNOWN;
    const { fetch, calls } = authFetch({ '/auth/login': () => answer });
    const store = new AuthStore(cookies, local, { fetch });
    await expect(store.authenticateToken(' pasted ')).resolves.toEqual({
      status: 'rejected',
      message: 'Unknown token',
    });
    expect(store.getSnapshot()).toEqual({ token: 'old', user: USER });
    answer = { body: { user: { ...USER, name: 'Other' } } };
    await expect(store.authenticateToken('pasted')).resolves.toMatchObject({
      status: 'authenticated',
    });
    expect(store.getSnapshot()).toEqual({ token: 'pasted', user: { ...USER, name: 'Other' } });
    expect(calls.map((call) => call.body)).toEqual([{ token: 'pasted' }, { token: 'pasted' }]);
    await expect(store.authenticateToken('  ')).resolves.toEqual({ status: 'signed-out' });
  });

  describe('sign-in hand-off to a mini-site (issue 12 item 1)', () => {
    const SPRING = 'http://spring.localhost:8080';
    const HANDOFF_URL = `${SPRING}/login/handoff#code=${'c'.repeat(64)}`;

    it("asks for a code with this site's token and answers the URL to open", async () => {
      const { cookies, local } = signedIn('main-tok');
      const { fetch, calls } = authFetch({ '/auth/handoff': { body: { url: HANDOFF_URL } } });
      const store = new AuthStore(cookies, local, { fetch });
      await expect(store.handoffTo(`${SPRING}/settings`)).resolves.toEqual({
        ok: true,
        data: HANDOFF_URL,
      });
      expect(calls).toEqual([{ url: '/auth/handoff', body: { return: `${SPRING}/settings` } }]);
      const init = fetch.mock.calls[0]?.[1];
      expect((init?.headers as Record<string, string>)['Authentication']).toBe('Bearer main-tok');
    });

    it("answers 'Unknown token' without asking when signed out, and drops a token the server refuses", async () => {
      const { fetch } = authFetch({ '/auth/handoff': UNKNOWN });
      const signedOut = new AuthStore(jar(), storage(), { fetch });
      await expect(signedOut.handoffTo(SPRING)).resolves.toMatchObject({
        ok: false,
        message: 'Unknown token',
      });
      expect(fetch).not.toHaveBeenCalled();
      const { cookies, local } = signedIn('revoked');
      const store = new AuthStore(cookies, local, { fetch });
      await expect(store.handoffTo(SPRING)).resolves.toMatchObject({ ok: false });
      expect(store.getSnapshot()).toEqual({ token: null, user: null });
    });

    it('refuses an answer without an http(s) URL', async () => {
      const { cookies, local } = signedIn();
      const { fetch } = authFetch({ '/auth/handoff': { body: { url: 'javascript:alert(1)' } } });
      const store = new AuthStore(cookies, local, { fetch });
      await expect(store.handoffTo(SPRING)).resolves.toMatchObject({
        ok: false,
        kind: 'unreachable',
      });
    });

    it("exchanges a code for this host's own token and user, once per code", async () => {
      const { fetch, calls } = authFetch({
        '/auth/handoff/exchange': {
          body: { token: 'mini', user: USER, expires_at: '', return_to: '/settings' },
        },
      });
      const cookies = jar();
      const store = new AuthStore(cookies, storage(), { fetch });
      const [first, second] = await Promise.all([
        store.exchangeHandoff('c'.repeat(64)),
        store.exchangeHandoff('c'.repeat(64)),
      ]);
      expect(first).toEqual({
        ok: true,
        data: { token: 'mini', user: USER, returnTo: '/settings' },
      });
      expect(second).toBe(first);
      expect(calls).toEqual([{ url: '/auth/handoff/exchange', body: { code: 'c'.repeat(64) } }]);
      expect(store.getSnapshot()).toEqual({ token: 'mini', user: USER });
      expect(readCookie(cookies, 'auth')).toBe('mini');
    });

    it('keeps the visitor signed out when the code is refused, with the message', async () => {
      const { fetch } = authFetch({
        '/auth/handoff/exchange': {
          status: 401,
          body: {
            error: true,
            message: 'This sign-in link has expired or was already used. Please log in again.',
            code: 'UNAUTHENTICATED',
            for_a_developer: 'expired',
          },
        },
      });
      const store = new AuthStore(jar(), storage(), { fetch });
      await expect(store.exchangeHandoff('d'.repeat(64))).resolves.toEqual({
        ok: false,
        kind: 'rejected',
        message: 'This sign-in link has expired or was already used. Please log in again.',
        code: 'UNAUTHENTICATED',
        forDeveloper: 'expired',
      });
      expect(store.getSnapshot()).toEqual({ token: null, user: null });
    });
  });

  it('5. logout clears token, user and next page, then revokes the token', async () => {
    const { cookies, local } = signedIn('tok');
    const { fetch, calls } = authFetch({ '/auth/logout': { body: { ok: true, revoked: true } } });
    const store = new AuthStore(cookies, local, { fetch });
    store.setNextPage('/dashboard');
    const done = store.logout();
    expect(store.getSnapshot()).toEqual({ token: null, user: null });
    await done;
    expect(calls).toEqual([{ url: '/auth/logout', body: { token: 'tok' } }]);
    expect(readCookie(cookies, 'auth')).toBeNull();
    expect(local.data[AUTH_STORAGE_KEY]).toBeUndefined();
    expect(store.getNextPage()).toBeNull();
  });

  it('remembers the next page until it is taken', () => {
    const local = storage();
    const store = new AuthStore(jar(), local);
    expect(store.getNextPage()).toBeNull();
    store.setNextPage('/match/X/editor');
    expect(local.data[NEXT_PAGE_STORAGE_KEY]).toBe('/match/X/editor');
    expect(store.takeNextPage()).toBe('/match/X/editor');
    expect(store.getNextPage()).toBeNull();
  });

  it('shares the cookie with the mini-sites through its domain', () => {
    const cookies = jar();
    const store = new AuthStore(cookies, storage(), { cookieDomain: 'castline.gg' });
    store.setAuth('tok', USER);
    expect(cookies.written.at(-1)).toMatch(
      /^auth=tok; expires=.*; path=\/; domain=castline\.gg; SameSite=Lax$/,
    );
    store.clear();
    expect(cookies.written.slice(-2)).toEqual([
      'auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
      'auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=castline.gg; SameSite=Lax',
    ]);
  });
});
