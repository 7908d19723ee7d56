import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { CoreProviders } from '../app/providers/core-providers.js';
import { createMemoryAppRouter } from '../app/memory-app-router.js';
import { AppRouterProvider } from '../app/route-runtime.js';
import { createAppRoutes } from '../app/router.js';
import { AuthStore } from '../lib/auth/auth-store.js';
import type { CookieJar } from '../lib/auth/auth-cookie.js';
import { LiveStatus } from '../lib/live/live-status.js';
import { SettingsStore } from '../lib/settings/settings-store.js';
import { ThingStore } from '../lib/things/thing-store.js';
import { parseSiteHost } from '../lib/host/parse-site-host.js';
import { FakeSocket } from './fake-socket.js';
import { createFakeFetch } from './fake-fetch.js';

export interface RenderAppOptions {
  readonly records?: Record<string, Record<string, unknown>>;
  readonly miniSiteEventId?: string | null;
  readonly hostname?: string;
  readonly cookie?: string;
}

/** Renders the whole app (routes, lazy areas, providers) at a path, on a fake socket and fake fetch. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const socket = new FakeSocket();
  const fake = createFakeFetch(options.records ?? {});
  const things = new ThingStore({ socket, fetch: fake.fetch, logger: { error: vi.fn() } });
  const live = new LiveStatus(socket);
  const settings = new SettingsStore(null);
  let cookie = options.cookie ?? '';
  const jar: CookieJar = {
    read: () => cookie,
    write: (value) => {
      cookie = value.startsWith('auth=;') ? '' : (value.split(';')[0] ?? '');
    },
  };
  const auth = new AuthStore(jar, null);
  const hostname = options.hostname ?? 'localhost';
  const miniSiteEventId = options.miniSiteEventId ?? null;
  const router = createMemoryAppRouter(createAppRoutes({ auth, miniSiteEventId }), path);
  const site = {
    host: parseSiteHost(hostname),
    location: { protocol: 'http:', hostname, port: '8080' },
    miniSiteEventId,
  };
  const view = render(
    <CoreProviders services={{ things, live, settings, auth }} site={site}>
      <AppRouterProvider router={router} />
    </CoreProviders>,
  );
  return { ...view, router, socket, fake, things, auth, settings, readCookie: () => cookie };
}
