import { redirect, type MiddlewareFunction } from 'react-router';
import type { AuthStore } from './auth-store.js';
import { isProtectedPath } from './is-protected-path.js';
import { getLoginPath } from './login-navigation.js';

export interface AuthGuardOptions {
  /** On a mini-site the event's /auction and /settings pages sit at the root. */
  readonly isMiniSite: boolean;
  readonly logger?: Pick<Console, 'error'>;
}

/**
 * The protected-route guard, as router middleware on the site shell (public-site §4 "Authentication" 4, 7): on a
 * protected path (isProtectedPath) it tries the stored token; without a usable one it remembers the target and
 * redirects to /login with a return. A failed check (no answer from the server) is logged and navigation
 * continues.
 */
export function createAuthGuard(
  store: Pick<AuthStore, 'ensureAuthenticated' | 'setNextPage'>,
  options: AuthGuardOptions,
): MiddlewareFunction {
  const logger = options.logger ?? console;
  return async ({ request }) => {
    const url = new URL(request.url);
    if (!isProtectedPath(url.pathname, options.isMiniSite)) return;
    let authenticated: boolean;
    try {
      authenticated = await store.ensureAuthenticated();
    } catch (error) {
      logger.error(error);
      return;
    }
    if (authenticated) return;
    const target = `${url.pathname}${url.search}${url.hash}`;
    store.setNextPage(target);
    throw redirect(getLoginPath(target));
  };
}
