import { redirect, type MiddlewareFunction } from 'react-router';
import type { AuthStore } from '../../lib/auth/auth-store.js';
import { getLoginPath } from '../../lib/auth/login-navigation.js';

/**
 * Route middleware for a page that needs a login but is not one of the spec's protected paths (/cams, issue 12
 * item 5): the same flow as the site's guard (public-site §4 "Authentication" 4, 7). It tries the stored token;
 * without a usable one it remembers the target and redirects to /login with a return. A check that gets no answer
 * is logged and navigation continues (the page then shows its signed-out notice).
 */
export function createRequireLogin(
  store: Pick<AuthStore, 'ensureAuthenticated' | 'setNextPage'>,
  logger: Pick<Console, 'error'> = console,
): MiddlewareFunction {
  return async ({ request }) => {
    let authenticated: boolean;
    try {
      authenticated = await store.ensureAuthenticated();
    } catch (error) {
      logger.error(error);
      return;
    }
    if (authenticated) return;
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}${url.hash}`;
    store.setNextPage(target);
    throw redirect(getLoginPath(target));
  };
}
