import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth, TEST_USER } from './testing/render-with-auth.js';
import { HANDOFF_PENDING_KEY, HANDOFF_STATE_KEY } from '../../lib/auth/handoff.js';

// Lazy route chunks load on first use; give the first render of each test room.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const UNKNOWN = () => ({
  status: 401,
  body: { error: true, message: 'Unknown token', code: 'UNAUTHENTICATED' },
});
const PRODUCER = { ...TEST_USER, name: 'Priya Producer', clients: ['recCLIENTPRODAAAA'] };
const CLIENT = {
  id: 'recCLIENTPRODAAAA',
  __kind: 'client',
  key: 'prod1',
  name: 'Prod 1',
  broadcast: [],
};
const PLAYER = {
  id: TEST_USER.airtableID,
  __kind: 'player',
  name: 'Ada Lovelace',
  battletag: 'Ada#1815',
  member_of: [],
  captain_of: [],
  team_staff: [],
  owned_teams: [],
};
const HEROES = { id: 'special:heroes', __kind: 'derived', heroes: [] };

describe('protected routes (public-site §4 "Authentication" 4, 6, 7)', () => {
  it('remembers the target and redirects to /login with a return when signed out', async () => {
    const view = renderWithAuth('/match/MATCHAAAAAAAAA/editor?x=1');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe(
      `?return=${encodeURIComponent('/match/MATCHAAAAAAAAA/editor?x=1')}`,
    );
    expect(view.auth.getNextPage()).toBe('/match/MATCHAAAAAAAAA/editor?x=1');
  });

  it.each([
    '/profile',
    '/dashboard',
    '/me',
    '/me/casts',
    '/team/TEAMAAAAAAAAAA/settings',
    '/event/EVENTAAAAAAAAA/settings',
  ])('%s needs a login', async (path) => {
    const view = renderWithAuth(path);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });

  it('tries a stored token without a user and lets the page open', async () => {
    const view = renderWithAuth('/dashboard', {
      token: 'tok',
      routes: { '/auth/login': () => ({ body: { user: TEST_USER } }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/dashboard');
    expect(view.requests.find((r) => r.url === '/auth/login')?.body).toEqual({ token: 'tok' });
    expect(view.auth.getSnapshot().user).toEqual(TEST_USER);
  });

  it("drops a token the server answers 'Unknown token' and goes to /login", async () => {
    const view = renderWithAuth('/dashboard', { token: 'old', routes: { '/auth/login': UNKNOWN } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.auth.getSnapshot()).toEqual({ token: null, user: null });
    expect(view.readCookie()).toBe('');
  });

  it('logs a failed check and lets navigation continue', async () => {
    const view = renderWithAuth('/profile', {
      token: 'tok',
      routes: { '/auth/login': () => new TypeError('Failed to fetch') },
    });
    expect(await screen.findByTestId('signed-out-notice')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/profile');
    expect(view.logger.error).toHaveBeenCalled();
    expect(view.auth.getSnapshot().token).toBe('tok');
  });

  it('leaves public pages alone', async () => {
    const view = renderWithAuth('/learn');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/learn');
  });
});

describe('/login (public-site §2 "Login flow")', () => {
  it('navigates the page to the server redirect with the return and remembers it', async () => {
    const view = renderWithAuth('/login?return=%2Fteam%2FX%2Fsettings');
    await waitFor(() =>
      expect(view.assign).toHaveBeenCalledWith(
        '/auth/discord/redirect?return=%2Fteam%2FX%2Fsettings',
      ),
    );
    expect(view.assign).toHaveBeenCalledTimes(1);
    expect(view.auth.getNextPage()).toBe('/team/X/settings');
    expect(screen.getByTestId('login-continue').getAttribute('href')).toBe(
      '/auth/discord/redirect?return=%2Fteam%2FX%2Fsettings',
    );
    expect(document.title).toBe('Login | Castline');
  });

  it('ignores a return to another site', async () => {
    const view = renderWithAuth('/login?return=https%3A%2F%2Fevil.example%2F');
    await waitFor(() =>
      expect(view.assign).toHaveBeenCalledWith('/auth/discord/redirect?return=%2Fprofile'),
    );
  });

  it('bounces a mini-site through the main address with the full return URL and its hand-off state', async () => {
    const view = renderWithAuth('/login?return=%2Fsettings', { hostname: 'spring.localhost' });
    await waitFor(() => expect(view.assign).toHaveBeenCalledTimes(1));
    const state = sessionStorage.getItem(HANDOFF_STATE_KEY);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(view.assign).toHaveBeenCalledWith(
      `http://localhost:8080/login?return=${encodeURIComponent('http://spring.localhost:8080/settings')}&handoff=${state}`,
    );
  });
});

describe('sign-in hand-off to a mini-site (issue 12 item 1)', () => {
  const SPRING = 'http://spring.localhost:8080';
  const CODE = 'c'.repeat(64);
  const STATE = '0123456789abcdef0123456789abcdef';
  const HANDOFF_URL = `${SPRING}/login/handoff#code=${CODE}`;
  const loginFor = (target: string, state = STATE) =>
    `/login?return=${encodeURIComponent(target)}&handoff=${state}`;

  it('on the main address, signed in already: hands the sign-in over at once, with the state', async () => {
    const handoff = vi.fn();
    const view = renderWithAuth(loginFor(`${SPRING}/settings`), {
      user: TEST_USER,
      routes: {
        '/auth/handoff': (body) => {
          handoff(body);
          return { body: { url: HANDOFF_URL } };
        },
      },
    });
    await waitFor(() => expect(view.assign).toHaveBeenCalledWith(`${HANDOFF_URL}&state=${STATE}`));
    expect(view.assign).toHaveBeenCalledTimes(1);
    expect(handoff).toHaveBeenCalledWith({ return: `${SPRING}/settings` });
    expect(view.requests.find((r) => r.url === '/auth/handoff')?.headers).toMatchObject({
      Authentication: 'Bearer tok',
    });
    expect(view.auth.getNextPage()).toBeNull();
  });

  it('on the main address, with a token the server no longer knows: logs in through Discord', async () => {
    const view = renderWithAuth(loginFor(`${SPRING}/settings`), {
      user: TEST_USER,
      routes: { '/auth/handoff': UNKNOWN, '/auth/login': UNKNOWN },
    });
    await waitFor(() =>
      expect(view.assign).toHaveBeenCalledWith(
        `/auth/discord/redirect?return=${encodeURIComponent(`${SPRING}/settings`)}`,
      ),
    );
    expect(view.auth.getNextPage()).toBe(`${SPRING}/settings`);
    expect(JSON.parse(sessionStorage.getItem(HANDOFF_PENDING_KEY) ?? '')).toEqual({
      origin: SPRING,
      state: STATE,
    });
  });

  it('on the main address, signed out: logs in through Discord and remembers the state', async () => {
    const view = renderWithAuth(loginFor(`${SPRING}/schedule`));
    await waitFor(() =>
      expect(view.assign).toHaveBeenCalledWith(
        `/auth/discord/redirect?return=${encodeURIComponent(`${SPRING}/schedule`)}`,
      ),
    );
    expect(view.requests.some((r) => r.url === '/auth/handoff')).toBe(false);
    expect(sessionStorage.getItem(HANDOFF_PENDING_KEY)).toContain(STATE);
  });

  it('shows a refused hand-off on the main address', async () => {
    renderWithAuth(loginFor('http://autumn.localhost:8080/'), {
      user: TEST_USER,
      routes: {
        '/auth/handoff': () => ({
          status: 400,
          body: {
            error: true,
            message: 'That address is not part of this site.',
            code: 'BAD_REQUEST',
          },
        }),
      },
    });
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'That address is not part of this site.',
    );
  });

  it('after the Discord login, hands the sign-in to the mini-site the login was for', async () => {
    sessionStorage.setItem(HANDOFF_PENDING_KEY, JSON.stringify({ origin: SPRING, state: STATE }));
    const view = renderWithAuth('/auth/discord/return?code=abc&state=xyz', {
      routes: {
        '/auth/discord-login': () => ({
          body: {
            token: 'main-token',
            user: TEST_USER,
            return_to: `${SPRING}/settings`,
            expires_at: '',
          },
        }),
        '/auth/handoff': () => ({ body: { url: HANDOFF_URL } }),
      },
    });
    expect(await screen.findByText('Hello Ada Lovelace!')).toBeTruthy();
    await waitFor(() => expect(view.assign).toHaveBeenCalledWith(`${HANDOFF_URL}&state=${STATE}`));
    expect(view.requests.find((r) => r.url === '/auth/handoff')?.body).toEqual({
      return: `${SPRING}/settings`,
    });
  });

  it('on the mini-site: exchanges the code, stores its own login and opens the page the visitor came from', async () => {
    sessionStorage.setItem(HANDOFF_STATE_KEY, STATE);
    const exchange = vi.fn();
    const view = renderWithAuth(`/login/handoff#code=${CODE}&state=${STATE}`, {
      hostname: 'spring.localhost',
      routes: {
        '/auth/handoff/exchange': (body) => {
          exchange(body);
          return {
            body: { token: 'mini-token', user: TEST_USER, expires_at: '', return_to: '/learn' },
          };
        },
      },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/learn'));
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith({ code: CODE });
    expect(view.auth.getSnapshot()).toEqual({ token: 'mini-token', user: TEST_USER });
    expect(view.readCookie()).toBe('auth=mini-token');
    expect(sessionStorage.getItem(HANDOFF_STATE_KEY)).toBeNull();
  });

  it.each([
    ['a state this site did not make', `#code=${'c'.repeat(64)}&state=${'f'.repeat(32)}`],
    ['no state', `#code=${'c'.repeat(64)}`],
  ])('on the mini-site: refuses a link with %s, without exchanging it', async (_name, hash) => {
    sessionStorage.setItem(HANDOFF_STATE_KEY, STATE);
    const view = renderWithAuth(`/login/handoff${hash}`, { hostname: 'spring.localhost' });
    expect((await screen.findByTestId('auth-error-message')).textContent).toBe(
      'This sign-in link did not start in this browser, so it was not used. Please log in again.',
    );
    expect(view.requests.some((r) => r.url === '/auth/handoff/exchange')).toBe(false);
    expect(view.auth.getSnapshot().token).toBeNull();
  });

  it('on the mini-site: shows a refused code with the server message', async () => {
    sessionStorage.setItem(HANDOFF_STATE_KEY, STATE);
    renderWithAuth(`/login/handoff#code=${CODE}&state=${STATE}`, {
      hostname: 'spring.localhost',
      routes: {
        '/auth/handoff/exchange': () => ({
          status: 401,
          body: {
            error: true,
            message: 'This sign-in link has expired or was already used. Please log in again.',
            code: 'UNAUTHENTICATED',
            for_a_developer: 'The hand-off code expired (HANDOFF_TTL_SECONDS).',
          },
        }),
      },
    });
    expect((await screen.findByTestId('auth-error-message')).textContent).toBe(
      'This sign-in link has expired or was already used. Please log in again.',
    );
    expect(screen.getByTestId('auth-try-again').getAttribute('href')).toBe('/login');
  });

  it('on the mini-site: a link without a code is incomplete', async () => {
    renderWithAuth('/login/handoff', { hostname: 'spring.localhost' });
    expect((await screen.findByTestId('auth-error-message')).textContent).toBe(
      'This sign-in link is incomplete. Please log in again.',
    );
  });
});

describe('/auth/discord/return (public-site §2 "Login flow", §8)', () => {
  it("shows 'Authenticating', then 'Hello {name}!', stores the login and opens the next page", async () => {
    const login = vi.fn();
    const view = renderWithAuth('/auth/discord/return?code=abc&state=xyz', {
      records: { [PLAYER.id]: PLAYER, 'special:heroes': HEROES },
      routes: {
        '/auth/discord-login': (body) => {
          login(body);
          return {
            body: { token: 'new-token', user: TEST_USER, return_to: '/events', expires_at: '' },
          };
        },
      },
    });
    expect((await screen.findByTestId('auth-status')).textContent).toMatch(/Authenticating|Hello/);
    expect(await screen.findByText('Hello Ada Lovelace!')).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ code: 'abc', state: 'xyz' });
    expect(view.auth.getSnapshot()).toEqual({ token: 'new-token', user: TEST_USER });
    expect(view.readCookie()).toBe('auth=new-token');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/events'));
  });

  it('prefers the stored next page and forgets it', async () => {
    const view = renderWithAuth('/auth/discord/return?code=abc&state=xyz', {
      records: { [PLAYER.id]: PLAYER, 'special:heroes': HEROES },
      routes: {
        '/auth/discord-login': () => ({
          body: { token: 'new', user: TEST_USER, return_to: '/events', expires_at: '' },
        }),
      },
    });
    act(() => view.auth.setNextPage('/learn'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/learn'));
    expect(view.auth.getNextPage()).toBeNull();
  });

  it("shows 'Authentication error' with the server message", async () => {
    renderWithAuth('/auth/discord/return?error=access_denied', {
      routes: {
        '/auth/discord-login': () => ({
          status: 400,
          body: { error: true, message: 'Empty authentication request', code: 'BAD_REQUEST' },
        }),
      },
    });
    expect(await screen.findByText('Authentication error')).toBeTruthy();
    expect(screen.getByTestId('auth-error-message').textContent).toBe(
      'Empty authentication request',
    );
    expect(screen.getByTestId('auth-try-again').getAttribute('href')).toBe('/login');
  });
});

async function openUserMenu() {
  fireEvent.click(await screen.findByTestId('user-menu'));
  return screen.findByTestId('user-menu-dropdown');
}

describe('navbar and user menu (public-site §2 "Navbar", §6)', () => {
  it('shows Login when signed out', async () => {
    renderWithAuth('/learn');
    expect(await screen.findByTestId('nav-login')).toBeTruthy();
    expect(screen.queryByTestId('nav-profile')).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });

  it('on a mini-site, Login carries the current page (the visitor comes back to it)', async () => {
    renderWithAuth('/learn?x=1', { hostname: 'spring.localhost' });
    const login = await screen.findByTestId('nav-login');
    await waitFor(() =>
      expect(login.getAttribute('href')).toBe(`/login?return=${encodeURIComponent('/learn?x=1')}`),
    );
  });

  it('gives a player Profile and their menu, without production items', async () => {
    renderWithAuth('/learn', { user: TEST_USER });
    expect(await screen.findByTestId('nav-profile')).toBeTruthy();
    expect(screen.queryByTestId('nav-dashboard')).toBeNull();
    const menu = await openUserMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Player page', 'Edit profile', 'Re-authenticate', 'Logout']);
    expect(within(menu).getByTestId('user-menu-player-page').getAttribute('href')).toBe(
      '/player/PLAYERADAAAAAA',
    );
  });

  it('gives a production user Dashboard, Source overview, Tally Viewer and Token', async () => {
    renderWithAuth('/learn', { user: PRODUCER, records: { [CLIENT.id]: CLIENT } });
    expect(await screen.findByTestId('nav-dashboard')).toBeTruthy();
    const menu = await openUserMenu();
    await waitFor(() => expect(within(menu).getByTestId('user-menu-source-overview')).toBeTruthy());
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual([
      'Player page',
      'Edit profile',
      'Dashboard',
      'Source overview',
      'Tally Viewer',
      'Token',
      'Re-authenticate',
      'Logout',
    ]);
    expect(within(menu).getByTestId('user-menu-source-overview').getAttribute('href')).toBe(
      '/client/prod1/admin',
    );
    expect(within(menu).getByTestId('user-menu-tally-viewer').getAttribute('href')).toBe(
      '/client/prod1/tally-viewer',
    );
  });

  it('hides Logout on the production domain', async () => {
    renderWithAuth('/learn', { user: TEST_USER, hostname: 'castline.gg' });
    const menu = await openUserMenu();
    expect(within(menu).queryByTestId('user-menu-logout')).toBeNull();
  });

  it('logs out: clears the login, revokes the token and leaves a protected page', async () => {
    const view = renderWithAuth('/profile', {
      user: TEST_USER,
      records: { [PLAYER.id]: PLAYER, 'special:heroes': HEROES },
      routes: {
        '/auth/login': () => ({ body: { user: TEST_USER } }),
        '/auth/logout': () => ({ body: { ok: true, revoked: true } }),
      },
    });
    act(() => view.auth.setNextPage('/dashboard'));
    const menu = await openUserMenu();
    fireEvent.click(within(menu).getByTestId('user-menu-logout'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(view.auth.getSnapshot()).toEqual({ token: null, user: null });
    expect(view.auth.getNextPage()).toBeNull();
    await waitFor(() =>
      expect(view.requests.find((r) => r.url === '/auth/logout')?.body).toEqual({ token: 'tok' }),
    );
    expect(await screen.findByTestId('nav-login')).toBeTruthy();
  });
});

describe('token modal (public-site §5, §8)', () => {
  it('enables Copy only after ticking the keep-safe box', async () => {
    renderWithAuth('/learn', { user: PRODUCER, records: { [CLIENT.id]: CLIENT } });
    const menu = await openUserMenu();
    fireEvent.click(within(menu).getByTestId('user-menu-token'));
    const modal = await screen.findByTestId('token-modal');
    const copy = within(modal).getByTestId('token-copy');
    expect(copy.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(modal).getByLabelText('I will keep my token safe'));
    expect(within(modal).getByTestId('token-copy').hasAttribute('disabled')).toBe(false);
    expect(within(modal).getByTestId<HTMLInputElement>('token-value').value).toBe('tok');
  });

  it("says 'You are not logged in.' when signed out, and force-auth needs a token", async () => {
    renderWithAuth('/learn');
    fireEvent.click(await screen.findByTestId('login-menu'));
    fireEvent.click(await screen.findByTestId('login-menu-token'));
    const modal = await screen.findByTestId('token-modal');
    expect(within(modal).getByText('You are not logged in.')).toBeTruthy();
    expect(within(modal).queryByTestId('token-copy')).toBeNull();
    fireEvent.click(within(modal).getByTestId('token-force-submit'));
    expect(
      await within(modal).findByText(
        'No token supplied. You can force a logout from the user dropdown.',
      ),
    ).toBeTruthy();
  });

  it("stores a pasted token that works: 'New token authenticated and stored'", async () => {
    const view = renderWithAuth('/learn', {
      routes: {
        '/auth/login': (body) =>
          (body as { token: string }).token === 'good' ? { body: { user: TEST_USER } } : UNKNOWN(),
      },
    });
    fireEvent.click(await screen.findByTestId('login-menu'));
    fireEvent.click(await screen.findByTestId('login-menu-token'));
    const modal = await screen.findByTestId('token-modal');
    const input = within(modal).getByTestId('token-force-input');
    fireEvent.change(input, { target: { value: 'bad' } });
    fireEvent.click(within(modal).getByTestId('token-force-submit'));
    expect(await within(modal).findByText('Unknown token')).toBeTruthy();
    expect(view.auth.getSnapshot().token).toBeNull();
    fireEvent.change(input, { target: { value: ' good ' } });
    fireEvent.click(within(modal).getByTestId('token-force-submit'));
    expect(await screen.findByText('New token authenticated and stored')).toBeTruthy();
    expect(view.auth.getSnapshot()).toEqual({ token: 'good', user: TEST_USER });
    expect(await screen.findByTestId('nav-profile')).toBeTruthy();
  });
});
