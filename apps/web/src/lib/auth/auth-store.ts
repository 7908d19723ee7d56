import {
  clearAuthCookie,
  readCookie,
  writeAuthCookie,
  AUTH_COOKIE_NAME,
  type CookieJar,
} from './auth-cookie.js';
import type { PublicUser } from '@castline/contracts';
import type { SettingsStorage } from '../settings/settings-store.js';

/**
 * The signed-in user (public-site §3 "Auth state": name, avatar, an external record id, and clients): the
 * contracts' PublicUser, as POST /auth/discord-login and /auth/login answer it (`airtableID` = Player id).
 */
export type AuthUser = PublicUser;

/** Auth state (public-site §3): token and user, both null when signed out. */
export interface AuthState {
  readonly token: string | null;
  readonly user: AuthUser | null;
}

export const SIGNED_OUT: AuthState = Object.freeze({ token: null, user: null });

/** The localStorage key of the auth state (the cookie holds the token only). */
export const AUTH_STORAGE_KEY = 'castline:auth';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A stored user, checked field by field (a stale or tampered copy is dropped, never trusted blindly). */
function readUser(value: unknown): AuthUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.airtableID !== 'string') return null;
  return {
    name: typeof user.name === 'string' ? user.name : null,
    avatar: typeof user.avatar === 'string' ? user.avatar : null,
    airtableID: user.airtableID,
    clients: strings(user.clients),
    website_settings: strings(user.website_settings),
  };
}

/**
 * Reads the stored auth state: the token from the auth cookie (else the local copy), the user from the local
 * copy when it belongs to that token.
 */
export function readStoredAuth(jar: CookieJar, storage: SettingsStorage | null): AuthState {
  let local: { token?: unknown; user?: unknown } = {};
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed === 'object' && parsed !== null) local = parsed as typeof local;
  } catch {
    local = {};
  }
  const localToken = typeof local.token === 'string' && local.token !== '' ? local.token : null;
  const cookieToken = readCookie(jar, AUTH_COOKIE_NAME) || null;
  const token = cookieToken ?? localToken;
  const user = token !== null && token === localToken ? readUser(local.user) : null;
  return { token, user };
}

/**
 * The auth state store (public-site §4 "Authentication"): kept in the auth cookie (30 days, path /) and in
 * localStorage. Login fills it later (setAuth); logout and /reset clear it.
 */
export class AuthStore {
  private state: AuthState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly jar: CookieJar,
    private readonly storage: SettingsStorage | null,
  ) {
    this.state = readStoredAuth(jar, storage);
  }

  readonly getSnapshot = (): AuthState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stores a token and its user (after a login or a token check). */
  setAuth(token: string, user: AuthUser | null): void {
    writeAuthCookie(this.jar, token);
    this.writeLocal({ token, user });
    this.update({ token, user });
  }

  /** Forgets the token and user (logout, 'Unknown token', /reset). */
  clear(): void {
    clearAuthCookie(this.jar);
    try {
      this.storage?.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Blocked storage: the cookie is gone, which is what counts.
    }
    this.update(SIGNED_OUT);
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
