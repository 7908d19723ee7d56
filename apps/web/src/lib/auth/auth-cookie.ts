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

const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * Stores the token in the auth cookie for 30 days on path / (public-site §9). With a domain (the main address,
 * see getAuthCookieDomain) the main site and its mini-sites share it; a host-only copy is cleared then.
 */
export function writeAuthCookie(
  jar: CookieJar,
  token: string,
  now: number = Date.now(),
  domain: string | null = null,
): void {
  const expires = new Date(now + AUTH_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  if (domain) jar.write(`${AUTH_COOKIE_NAME}=; expires=${EXPIRED}; path=/; SameSite=Lax`);
  jar.write(
    `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}; expires=${expires}; path=/; ${domain ? `domain=${domain}; ` : ''}SameSite=Lax`,
  );
}

/** Clears the auth cookie (used by logout and /reset): the host-only one and, with a domain, the shared one. */
export function clearAuthCookie(jar: CookieJar, domain: string | null = null): void {
  jar.write(`${AUTH_COOKIE_NAME}=; expires=${EXPIRED}; path=/; SameSite=Lax`);
  if (domain)
    jar.write(`${AUTH_COOKIE_NAME}=; expires=${EXPIRED}; path=/; domain=${domain}; SameSite=Lax`);
}
