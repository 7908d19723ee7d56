import {
  clearAuthCookie,
  readCookie,
  writeAuthCookie,
  AUTH_COOKIE_NAME,
  type CookieJar,
} from './auth-cookie.js';
import type { SettingsStorage } from '../settings/settings-store.js';
import { SERVER_TEXT_UNKNOWN_TOKEN } from '../wire/wire-constants.js';
import {
  requestDiscordLogin,
  requestHandoff,
  requestHandoffExchange,
  requestLogout,
  requestTokenLogin,
  type AuthAnswer,
  type AuthFetch,
  type DiscordLogin,
  type HandoffLogin,
} from './auth-api.js';
import { parseAuthUser, type AuthUser } from './auth-user.js';

export type { AuthUser } from './auth-user.js';

/** Auth state (public-site §3): token and user, both null when signed out. */
export interface AuthState {
  readonly token: string | null;
  readonly user: AuthUser | null;
}

export const SIGNED_OUT: AuthState = Object.freeze({ token: null, user: null });

/** The localStorage key of the auth state (the cookie holds the token only). */
export const AUTH_STORAGE_KEY = 'castline:auth';

/** The localStorage key of the page to open after login (public-site §4 "Authentication" 4, 5: the next-page). */
export const NEXT_PAGE_STORAGE_KEY = 'castline:auth-next';

/**
 * Reads the stored auth state: the token from the auth cookie (else the local copy), the user from the local
 * copy when it belongs to that token.
 */
export function readStoredAuth(jar: CookieJar, storage: SettingsStorage | null): AuthState {
  let local: { token?: unknown; user?: unknown } = {};
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed === 'object' && parsed !== null) local = parsed;
  } catch {
    local = {};
  }
  const localToken = typeof local.token === 'string' && local.token !== '' ? local.token : null;
  const cookieToken = readCookie(jar, AUTH_COOKIE_NAME) || null;
  const token = cookieToken ?? localToken;
  const user = token !== null && token === localToken ? parseAuthUser(local.user) : null;
  return { token, user };
}

/** The outcome of checking a token with POST /auth/login. */
export type TokenCheck =
  | { readonly status: 'authenticated'; readonly user: AuthUser }
  /** No token to check. */
  | { readonly status: 'signed-out' }
  /** The server refused it ('Unknown token', …). */
  | { readonly status: 'rejected'; readonly message: string }
  /** No usable answer (connection error): nothing is known about the token. */
  | { readonly status: 'unreachable'; readonly message: string };

export interface AuthStoreOptions {
  /** fetch for the /auth routes (the browser's by default). */
  readonly fetch?: AuthFetch;
  /** The auth cookie's Domain (getAuthCookieDomain), null for a host-only cookie. */
  readonly cookieDomain?: string | null;
  readonly logger?: Pick<Console, 'error'>;
}

/**
 * The auth state store (public-site §3 "Auth state", §4 "Authentication" 1–7): the token in the auth cookie
 * (30 days, path /) and `{token, user}` in localStorage; the next page in localStorage. It talks to the gateway's
 * /auth routes: a Discord code or a token is exchanged for the user (2), a stored token is checked at app start
 * (3) and by protected routes (4), logout clears token, user and next page and revokes the token (5), and a token
 * the server answers 'Unknown token' is dropped (6).
 */
export class AuthStore {
  private state: AuthState;
  private readonly listeners = new Set<() => void>();
  private readonly fetch: AuthFetch;
  private readonly cookieDomain: string | null;
  private readonly logger: Pick<Console, 'error'>;
  private pendingCheck: { readonly token: string; readonly promise: Promise<TokenCheck> } | null =
    null;
  /** One exchange per code (codes are single use; React's strict mode runs effects twice). */
  private readonly discordLogins = new Map<string, Promise<AuthAnswer<DiscordLogin>>>();
  /** One exchange per hand-off code (single use too). */
  private readonly handoffLogins = new Map<string, Promise<AuthAnswer<HandoffLogin>>>();

  constructor(
    private readonly jar: CookieJar,
    private readonly storage: SettingsStorage | null,
    options: AuthStoreOptions = {},
  ) {
    this.state = readStoredAuth(jar, storage);
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.cookieDomain = options.cookieDomain ?? null;
    this.logger = options.logger ?? console;
  }

  readonly getSnapshot = (): AuthState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stores a token and its user (after a login or a token check). */
  setAuth(token: string, user: AuthUser | null): void {
    writeAuthCookie(this.jar, token, Date.now(), this.cookieDomain);
    this.writeLocal({ token, user });
    this.update({ token, user });
  }

  /** Forgets the token, the user and the next page (logout, 'Unknown token', /reset). */
  clear(): void {
    clearAuthCookie(this.jar, this.cookieDomain);
    try {
      this.storage?.removeItem(AUTH_STORAGE_KEY);
      this.storage?.removeItem(NEXT_PAGE_STORAGE_KEY);
    } catch {
      // Blocked storage: the cookie is gone, which is what counts.
    }
    this.pendingCheck = null;
    this.update(SIGNED_OUT);
  }

  /** Re-reads the stored state (another tab logged in or out). */
  reload(): void {
    const next = readStoredAuth(this.jar, this.storage);
    if (next.token !== this.state.token || next.user?.airtableID !== this.state.user?.airtableID) {
      this.update(next);
    }
  }

  /** The page to open after login, if one is remembered. */
  getNextPage(): string | null {
    try {
      return this.storage?.getItem(NEXT_PAGE_STORAGE_KEY) || null;
    } catch {
      return null;
    }
  }

  /** Remembers (or with null forgets) the page to open after login (public-site §4 "Authentication" 4). */
  setNextPage(target: string | null): void {
    try {
      if (target) this.storage?.setItem(NEXT_PAGE_STORAGE_KEY, target);
      else this.storage?.removeItem(NEXT_PAGE_STORAGE_KEY);
    } catch {
      // Blocked storage: login then ends on /profile.
    }
  }

  /** The remembered next page, forgotten once read. */
  takeNextPage(): string | null {
    const target = this.getNextPage();
    this.setNextPage(null);
    return target;
  }

  /**
   * Checks the stored token with POST /auth/login (public-site §4 "Authentication" 3: used at app start): the
   * user is refreshed on success; 'Unknown token' drops the token (6); a connection error keeps it.
   */
  authenticateStoredToken(): Promise<TokenCheck> {
    const token = this.state.token;
    if (!token) return Promise.resolve({ status: 'signed-out' });
    if (this.pendingCheck?.token === token) return this.pendingCheck.promise;
    const promise = this.checkToken(token).then((check) => {
      if (this.state.token !== token) return check; // logged out or replaced meanwhile
      if (check.status === 'authenticated') this.setAuth(token, check.user);
      else if (check.status === 'rejected' && check.message === SERVER_TEXT_UNKNOWN_TOKEN) {
        this.clear();
      } else if (check.status !== 'signed-out') {
        this.logger.error(`Token check failed: ${check.message}`);
      }
      return check;
    });
    const pending = { token, promise };
    this.pendingCheck = pending;
    void promise.finally(() => {
      if (this.pendingCheck === pending) this.pendingCheck = null;
    });
    return promise;
  }

  /**
   * A protected route's check (public-site §4 "Authentication" 4): true with a known user, else the stored token
   * is tried; false without a token or with one the server does not know. Throws when the server could not be
   * asked (the guard logs it and lets navigation continue, 7).
   */
  async ensureAuthenticated(): Promise<boolean> {
    const { token, user } = this.state;
    if (!token) return false;
    if (user) return true;
    const check = await this.authenticateStoredToken();
    if (check.status === 'authenticated') return true;
    if (check.status === 'signed-out') return false;
    if (check.status === 'rejected' && check.message === SERVER_TEXT_UNKNOWN_TOKEN) return false;
    throw new Error(`Authentication check failed: ${check.message}`);
  }

  /**
   * Force-auth from the token modal (public-site §5, §8): a pasted token that the server accepts replaces the
   * stored one; a refused one leaves the stored state as it was.
   */
  async authenticateToken(token: string): Promise<TokenCheck> {
    const value = token.trim();
    if (!value) return { status: 'signed-out' };
    const check = await this.checkToken(value);
    if (check.status === 'authenticated') this.setAuth(value, check.user);
    return check;
  }

  /**
   * The login screen's exchange (public-site §2 "Login flow"): POST /auth/discord-login {code, state}; on success
   * the token and user are stored. One request per code, however often it is asked.
   */
  loginWithDiscordCode(code: string, state: string): Promise<AuthAnswer<DiscordLogin>> {
    const key = `${code}\n${state}`;
    const existing = this.discordLogins.get(key);
    if (existing) return existing;
    const promise = requestDiscordLogin(this.fetch, code, state).then((answer) => {
      if (answer.ok) this.setAuth(answer.data.token, answer.data.user);
      return answer;
    });
    this.discordLogins.set(key, promise);
    return promise;
  }

  /**
   * On the main site (issue 12 item 1): a single-use hand-off of this sign-in to the mini-site at `target` (a full
   * URL), answered as the URL to open there. Signed out, it answers the 'Unknown token' refusal without asking; a
   * token the server no longer knows is dropped, as in a token check.
   */
  async handoffTo(target: string): Promise<AuthAnswer<string>> {
    const token = this.state.token;
    if (!token) {
      return {
        ok: false,
        kind: 'rejected',
        message: SERVER_TEXT_UNKNOWN_TOKEN,
        code: 'UNAUTHENTICATED',
        forDeveloper: null,
      };
    }
    const answer = await requestHandoff(this.fetch, token, target);
    if (
      !answer.ok &&
      answer.kind === 'rejected' &&
      answer.message === SERVER_TEXT_UNKNOWN_TOKEN &&
      this.state.token === token
    ) {
      this.clear();
    }
    return answer;
  }

  /**
   * On the mini-site (issue 12 item 1): exchanges a hand-off code for this host's own token, which is stored with
   * its user. One request per code, however often it is asked.
   */
  exchangeHandoff(code: string): Promise<AuthAnswer<HandoffLogin>> {
    const existing = this.handoffLogins.get(code);
    if (existing) return existing;
    const promise = requestHandoffExchange(this.fetch, code).then((answer) => {
      if (answer.ok) this.setAuth(answer.data.token, answer.data.user);
      return answer;
    });
    this.handoffLogins.set(code, promise);
    return promise;
  }

  /**
   * Logout (public-site §4 "Authentication" 5): clears token, user and next page at once, then revokes the token
   * with POST /auth/logout (a failure there is logged; the browser has forgotten the token either way). The server
   * revokes the token's whole sign-in family, so a logout on a mini-site signs the main site out too (and the other
   * way round): the other host finds its token unknown at its next check.
   */
  async logout(): Promise<void> {
    const token = this.state.token;
    this.clear();
    if (!token) return;
    const answer = await requestLogout(this.fetch, token);
    if (!answer.ok) this.logger.error(`Logout failed: ${answer.message}`);
  }

  private async checkToken(token: string): Promise<TokenCheck> {
    const answer = await requestTokenLogin(this.fetch, token);
    if (answer.ok) return { status: 'authenticated', user: answer.data };
    return answer.kind === 'rejected'
      ? { status: 'rejected', message: answer.message }
      : { status: 'unreachable', message: answer.message };
  }

  private writeLocal(state: AuthState): void {
    try {
      this.storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the cookie still holds the token.
    }
  }

  private update(state: AuthState): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }
}
