import { useLayoutEffect } from 'react';
import {
  Link,
  NavigationType,
  Outlet,
  isRouteErrorResponse,
  useLocation,
  useNavigationType,
} from 'react-router';
import { CLIENT_TEXT } from '../lib/client-text.js';
import { PageTitle } from '../ui/page-title.js';
import { useAppRouter, useRouteError } from './route-runtime.js';

const SCROLL_STORAGE_KEY = 'castline:scroll-positions';

/**
 * Scroll restoration (react-router's `<ScrollRestoration>` needs its data router; see ./route-runtime.tsx): back
 * and forward restore the position a location was left at (kept in sessionStorage across reloads), a new
 * location scrolls to its #hash target or the top, and the first load keeps the browser's position.
 */
function ScrollRestorer() {
  const router = useAppRouter();
  const location = useLocation();
  const action = useNavigationType();
  // Declared first: layout effects run in order, so saved positions are read before the first restore.
  useLayoutEffect(() => {
    if (!router) return undefined;
    const positions = router.scrollPositions;
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<
        string,
        number
      >;
      for (const [key, y] of Object.entries(saved)) if (!positions.has(key)) positions.set(key, y);
    } catch {
      // No storage (private mode) or a foreign value: start without saved positions.
    }
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.set(router.state.location.key, window.scrollY);
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // Storage full or unavailable: positions stay in memory.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, [router]);
  useLayoutEffect(() => {
    if (!router || !router.state.initialized) return;
    const saved = router.scrollPositions.get(location.key);
    if (action === NavigationType.Pop) {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [router, location.key, location.hash, action]);
  return null;
}

/** The root route: every area renders inside; scroll positions are restored per location. */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestorer />
    </>
  );
}

/** The last-resort error page (no UI kit, so it works in every area). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  if (import.meta.env.DEV && error) console.error(error);
  return (
    <div
      role="alert"
      style={{
        fontFamily: 'system-ui, sans-serif',
        color: '#e9ecef',
        background: '#14151b',
        minHeight: '100vh',
        padding: '15vh 24px',
      }}
    >
      <PageTitle title={CLIENT_TEXT.routeErrorHeading} />
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <h1 style={{ fontSize: 32, margin: '0 0 12px' }}>{CLIENT_TEXT.routeErrorHeading}</h1>
        <p style={{ color: '#a9acbb', lineHeight: 1.5 }}>{CLIENT_TEXT.routeErrorText}</p>
        {detail && (
          <pre style={{ color: '#8a8ea0', whiteSpace: 'pre-wrap', fontSize: 13 }}>{detail}</pre>
        )}
        <Link to="/" style={{ color: '#b197fc', fontWeight: 700 }} reloadDocument>
          {CLIENT_TEXT.routeErrorHome}
        </Link>
      </div>
    </div>
  );
}
