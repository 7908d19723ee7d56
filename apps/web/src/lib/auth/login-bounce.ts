import type { SettingsStorage } from '../settings/settings-store.js';

/** The sessionStorage key of the last bounce from this host to the main address's /login. */
export const LOGIN_BOUNCE_KEY = 'castline:login-bounce';

/** A second bounce this soon after the first means the login did not reach this host. */
export const LOGIN_BOUNCE_WINDOW_MS = 60_000;

/**
 * Loop guard of the mini-site login bounce (public-site §2 "Login flow"): a mini-site sends the visitor to the main
 * address's /login and gets them back logged in when the auth cookie is shared (getAuthCookieDomain). Where a
 * browser cannot share it (a mini-site of plain localhost), the protected page would bounce again at once, and with
 * prompt none forever; a bounce within a minute of the previous one is therefore not automatic. Records this bounce
 * and answers whether it may go ahead automatically.
 */
export function recordLoginBounce(storage: SettingsStorage | null, now: number): boolean {
  let last = Number.NaN;
  try {
    const stored = storage?.getItem(LOGIN_BOUNCE_KEY);
    if (stored) last = Number(stored);
    storage?.setItem(LOGIN_BOUNCE_KEY, String(now));
  } catch {
    return true;
  }
  return !(Number.isFinite(last) && now - last >= 0 && now - last < LOGIN_BOUNCE_WINDOW_MS);
}

/** Forgets the last bounce (a login reached this host: the next one may go ahead automatically again). */
export function clearLoginBounce(storage: SettingsStorage | null): void {
  try {
    storage?.removeItem(LOGIN_BOUNCE_KEY);
  } catch {
    // Blocked storage: nothing was recorded either.
  }
}
