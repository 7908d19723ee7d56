import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { CoreProviders } from '../../../app/providers/core-providers.js';
import { createMemoryAppRouter } from '../../../app/memory-app-router.js';
import { AppRouterProvider } from '../../../app/route-runtime.js';
import { createAppRoutes } from '../../../app/router.js';
import { AuthStore } from '../../../lib/auth/auth-store.js';
import type { CookieJar } from '../../../lib/auth/auth-cookie.js';
import { LiveStatus } from '../../../lib/live/live-status.js';
import { SettingsStore, type SettingsStorage } from '../../../lib/settings/settings-store.js';
import { ThingStore } from '../../../lib/things/thing-store.js';
import { parseSiteHost } from '../../../lib/host/parse-site-host.js';
import { FakeSocket } from '../../../test/fake-socket.js';
import { fakeResponse } from '../../../test/fake-fetch.js';
import { PageNavigatorContext } from '../page-navigator.js';

/** A demo user for tests (public-site §3 "Auth state"). */
export const TEST_USER = {
  name: 'Ada Lovelace',
  avatar: null,
  airtableID: 'recPLAYERADAAAAAA',
  clients: [] as string[],
  website_settings: [] as string[],
};

export type Route = (body: unknown) => { status?: number; body: unknown } | Error;

export interface RenderWithAuthOptions {
  /** Records answered by POST /things (unknown ids → {__id}). */
  readonly records?: Record<string, Record<string, unknown>>;
  /** Answers of other POST routes (/auth/…, /actions/…) by path. */
  readonly routes?: Record<string, Route>;
  /** The auth cookie ('auth=tok') and the stored {token, user}. */
  readonly token?: string | null;
  readonly user?: typeof TEST_USER | null;
  readonly hostname?: string;
  readonly miniSiteEventId?: string | null;
}

function memoryStorage(): SettingsStorage & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      Reflect.deleteProperty(data, key);
    },
  };
}

/**
 * Renders the whole app (routes, guard, lazy areas, providers) at a path with an auth store and one fake fetch
 * for /things, /auth/… and /actions/… (window.fetch is stubbed too: the site's action client uses it). Full page
 * navigations go to `assign`.
 */
export function renderWithAuth(path: string, options: RenderWithAuthOptions = {}) {
  const requests: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}): Promise<Response> => {
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ url, body, headers: (init.headers ?? {}) as Record<string, string> });
    if (url === '/things') {
      const ids = ((body as { ids?: string }).ids ?? '').split(',').filter(Boolean);
      return fakeResponse(
        ids.map((id) => {
          const record = options.records?.[id];
          return record ? { ...record, __id: id } : { __id: id };
        }),
      );
    }
    const route = options.routes?.[url];
    if (!route) throw new TypeError(`Failed to fetch ${url}`);
    const answer = route(body);
    if (answer instanceof Error) throw answer;
    return fakeResponse(answer.body, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fetch);

  const socket = new FakeSocket();
  const things = new ThingStore({ socket, fetch, logger: { error: vi.fn() } });
  const live = new LiveStatus(socket);
  const settings = new SettingsStore(null);
  const token = options.token === undefined ? (options.user ? 'tok' : null) : options.token;
  let cookie = token ? `auth=${token}` : '';
  const jar: CookieJar = {
    read: () => cookie,
    write: (value) => {
      cookie = value.startsWith('auth=;') ? '' : (value.split(';')[0] ?? '');
    },
  };
  const storage = memoryStorage();
  if (token && options.user) {
    storage.setItem('castline:auth', JSON.stringify({ token, user: options.user }));
  }
  const logger = { error: vi.fn() };
  const auth = new AuthStore(jar, storage, { fetch, logger });
  const hostname = options.hostname ?? 'localhost';
  const miniSiteEventId = options.miniSiteEventId ?? null;
  const router = createMemoryAppRouter(createAppRoutes({ auth, miniSiteEventId }), path);
  const site = {
    host: parseSiteHost(hostname),
    location: { protocol: 'http:', hostname, port: '8080' },
    miniSiteEventId,
  };
  const assign = vi.fn<(url: string) => void>();
  const view = render(
    <PageNavigatorContext.Provider value={{ assign }}>
      <CoreProviders services={{ things, live, settings, auth }} site={site}>
        <AppRouterProvider router={router} />
      </CoreProviders>
    </PageNavigatorContext.Provider>,
  );
  return {
    ...view,
    router,
    socket,
    things,
    settings,
    auth,
    storage,
    fetch,
    requests,
    assign,
    logger,
    readCookie: () => cookie,
  };
}
