import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render-app.js';
import { EVENT_SUB_PAGE_REDIRECTS, REDIRECTS } from './route-tables.js';

const EVENT = 'recEVENTAAAAAAAAA';

describe('redirects (public-site §2 "Redirects")', () => {
  it.each(Object.entries(REDIRECTS))('/%s goes to %s', async (from, to) => {
    const { router } = renderApp(`/${from}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it.each([
    ['/guide', '/learn'],
    ['/guides', '/learn'],
    ['/tools', '/learn'],
    ['/bracket-creator', '/tools/bracket-creator'],
    ['/theme-creator', '/tools/theme-creator'],
    ['/twitch-auth', '/tools/twitch-auth'],
    ['/scenes', '/learn/guides/observing-tech/obs-scenes'],
  ])('covers the spec redirect %s → %s', (from, to) => {
    expect(REDIRECTS[from.slice(1)]).toBe(to);
  });

  it.each(Object.entries(EVENT_SUB_PAGE_REDIRECTS))('event /%s goes to /%s', async (from, to) => {
    const { router } = renderApp(`/event/EVENTAAAAAAAAA/${from}`, {
      records: {
        [EVENT]: {
          id: EVENT,
          __kind: 'event',
          name: 'Spring Cup',
          theme: [],
          brackets: [],
          matches: [],
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/EVENTAAAAAAAAA/${to}`));
  });
});

describe('/reset (public-site §2)', () => {
  it('clears the auth cookie and goes to /', async () => {
    const { router, auth, readCookie } = renderApp('/reset', { cookie: 'auth=secret' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readCookie()).toBe('');
    expect(auth.getSnapshot()).toEqual({ token: null, user: null });
  });
});

describe('Not Found (public-site §2)', () => {
  it('shows the Not Found page with the site navigation for any other path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Not Found | Castline');
    expect(screen.getAllByRole('link', { name: 'Events' }).length).toBeGreaterThan(0);
  });

  it('shows it for an unknown event id', async () => {
    renderApp('/event/NOSUCHEVENTAAA');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('placeholder routes', () => {
  it.each([
    ['/teams', 'Teams'],
    ['/players', 'Players'],
    ['/streams', 'Community streams'],
    ['/learn', 'Learn'],
    ['/learn/guides/solo-overlay/setup', 'Solo overlay: Setup'],
    ['/tools/theme-creator', 'Theme creator'],
  ])('%s exists with the heading %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(document.title).toBe(`${heading} | Castline`);
  });

  it.each(['/profile', '/dashboard'])(
    '%s needs a login (public-site §2 "Protected pages")',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?return=${encodeURIComponent(path)}`);
    },
  );

  it('renders overlays without the site shell or the UI kit', async () => {
    const { container } = renderApp('/broadcast/abc/ingame');
    expect(await screen.findByTestId('overlay-placeholder')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(container.querySelector('[class*="mantine"]')).toBeNull();
    expect(screen.getByTestId('overlay-placeholder').textContent).toContain('ingame');
  });

  it('reads entity pages by the short id in the URL', async () => {
    renderApp('/team/TEAMAAAAAAAAAA/matches', {
      records: { recTEAMAAAAAAAAAA: { id: 'recTEAMAAAAAAAAAA', name: 'Alpha Wolves' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Wolves' })).toBeTruthy();
  });
});
