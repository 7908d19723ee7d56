import { Link, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { CLIENT_TEXT } from '../lib/client-text.js';
import { PageTitle } from '../ui/page-title.js';

/** The root route: every area renders inside; scroll positions are restored per location. */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
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
