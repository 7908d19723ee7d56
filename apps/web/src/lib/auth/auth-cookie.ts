/** The auth cookie (public-site §9 "Auth cookie: 30-day expiry, path /"). */
export const AUTH_COOKIE_NAME = 'auth';
export const AUTH_COOKIE_MAX_AGE_DAYS = 30;

/** document.cookie, or a fake in tests. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/** The browser's cookies. */
export const documentCookieJar: CookieJar = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

/** The value of a cookie by name, or null. */
export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.read().split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Stores the token in the auth cookie for 30 days on path /. */
export function writeAuthCookie(jar: CookieJar, token: string, now: number = Date.now()): void {
  const expires = new Date(now + AUTH_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  jar.write(
    `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Lax`,
  );
}

/** Clears the auth cookie (used by logout and /reset). */
export function clearAuthCookie(jar: CookieJar): void {
  jar.write(`${AUTH_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`);
}
