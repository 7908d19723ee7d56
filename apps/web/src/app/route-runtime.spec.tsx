import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, redirect, useParams, type RouteObject } from 'react-router';
import { createMemoryAppRouter } from './memory-app-router.js';
import { AppRouterProvider, useRouteError, useRouteMatches } from './route-runtime.js';

function Title() {
  const titles = useRouteMatches()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .filter(Boolean);
  return <p data-testid="titles">{titles.join(' > ')}</p>;
}

function Layout() {
  return (
    <main>
      <Title />
      <Link to="/team/b">B</Link>
      <Outlet />
    </main>
  );
}

function Failure() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
}

function Team() {
  return <h1>Team {useParams().id}</h1>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function mount(routes: RouteObject[], path: string) {
  const router = createMemoryAppRouter(routes, path);
  render(<AppRouterProvider router={router} />);
  return router;
}

describe('the route runtime', () => {
  it('shows the root HydrateFallback until the lazy layout and page have both loaded, then the page', async () => {
    const page = deferred<{ Component: () => ReactElement }>();
    mount(
      [
        {
          HydrateFallback: () => <p>Loading…</p>,
          lazy: async () => ({ Component: Layout }),
          handle: { title: 'Site' },
          children: [{ path: 'team/:id', lazy: () => page.promise, handle: { title: 'Team' } }],
        },
      ],
      '/team/a',
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    page.resolve({ Component: Team });
    expect(await screen.findByRole('heading', { name: 'Team a' })).toBeTruthy();
    expect(screen.getByTestId('titles').textContent).toBe('Site > Team');
  });

  it('keeps the page on screen while the next one loads, and a newer navigation wins', async () => {
    const slow = deferred<{ Component: () => ReactElement }>();
    const router = mount(
      [
        {
          Component: Layout,
          children: [
            { path: 'team/:id', Component: Team },
            { path: 'slow', lazy: () => slow.promise },
          ],
        },
      ],
      '/team/a',
    );
    await screen.findByRole('heading', { name: 'Team a' });
    // Nothing renders until /slow has loaded, so no act() is needed to start it.
    const toSlow = router.navigate('/slow');
    expect(screen.getByRole('heading', { name: 'Team a' })).toBeTruthy();
    await act(() => router.navigate('/team/c'));
    expect(screen.getByRole('heading', { name: 'Team c' })).toBeTruthy();
    slow.resolve({ Component: () => <h1>Slow</h1> });
    await act(() => toSlow);
    expect(screen.getByRole('heading', { name: 'Team c' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/c');
  });

  it('runs middleware outermost first and follows a redirect it throws, replacing the location', async () => {
    const calls: string[] = [];
    const router = mount(
      [
        {
          Component: Layout,
          middleware: [
            async ({ request }: { request: Request }, next: () => Promise<unknown>) => {
              calls.push(`outer ${new URL(request.url).pathname}`);
              await next();
            },
          ],
          children: [
            {
              path: 'private',
              middleware: [
                () => {
                  calls.push('inner');
                  throw redirect('/team/login');
                },
              ],
              Component: () => <h1>Private</h1>,
            },
            { path: 'team/:id', Component: Team },
          ],
        },
      ],
      '/private',
    );
    expect(await screen.findByRole('heading', { name: 'Team login' })).toBeTruthy();
    expect(calls.slice(0, 2)).toEqual(['outer /private', 'inner']);
    expect(router.state.location.pathname).toBe('/team/login');
    expect(screen.queryByRole('heading', { name: 'Private' })).toBeNull();
  });

  it('follows a redirect a loader returns', async () => {
    const router = mount(
      [
        { path: 'old', loader: () => redirect('/team/new'), Component: () => null },
        { path: 'team/:id', Component: Team },
      ],
      '/old',
    );
    expect(await screen.findByRole('heading', { name: 'Team new' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/new');
  });

  it('shows the nearest ErrorBoundary for a chunk that fails to load, and recovers on the next location', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = mount(
      [
        {
          Component: Layout,
          ErrorBoundary: Failure,
          children: [
            {
              path: 'broken',
              lazy: () => Promise.reject(new Error('chunk failed')),
            },
            { path: 'team/:id', Component: Team },
          ],
        },
      ],
      '/broken',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('chunk failed');
    await act(() => router.navigate('/team/b'));
    expect(screen.getByRole('heading', { name: 'Team b' })).toBeTruthy();
  });

  it('shows the ErrorBoundary for an error thrown while rendering, and clears it on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Boom(): ReactElement {
      throw new Error('render failed');
    }
    const router = mount(
      [
        {
          ErrorBoundary: Failure,
          Component: () => <Outlet />,
          children: [
            { path: 'boom', Component: Boom },
            { path: 'team/:id', Component: Team },
          ],
        },
      ],
      '/boom',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('render failed');
    await act(() => router.navigate('/team/x'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Team x' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('navigates with links, relative to the matched route', async () => {
    const router = mount(
      [{ Component: Layout, children: [{ path: 'team/:id', Component: Team }] }],
      '/team/a',
    );
    await screen.findByRole('heading', { name: 'Team a' });
    await act(async () => {
      screen.getByRole('link', { name: 'B' }).click();
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/b'));
    expect(screen.getByRole('heading', { name: 'Team b' })).toBeTruthy();
  });
});
