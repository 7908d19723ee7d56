import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AppServices } from '../app/services.js';
import { AuthStore } from '../lib/auth/auth-store.js';
import { parseSiteHost } from '../lib/host/parse-site-host.js';
import { LiveStatus } from '../lib/live/live-status.js';
import { SettingsStore } from '../lib/settings/settings-store.js';
import { ThingStore } from '../lib/things/thing-store.js';
import { OverlayRoot } from '../overlays/shell/overlay-root.js';
import { createFakeFetch } from './fake-fetch.js';
import { FakeSocket } from './fake-socket.js';

/**
 * Renders the overlay document (OverlayRoot) at an overlay address on a connected fake socket and a fake fetch
 * answering `records`; answers the view, the socket (to push data_update and triggers) and the page's reload and
 * replace spies.
 */
export function renderOverlay(
  records: Record<string, Record<string, unknown>>,
  pathname: string,
  search = '',
) {
  const socket = new FakeSocket();
  const fake = createFakeFetch(records);
  const things = new ThingStore({ socket, fetch: fake.fetch, logger: { error: vi.fn() } });
  const services: AppServices = {
    socket,
    things,
    live: new LiveStatus(socket),
    settings: new SettingsStore(null),
    auth: new AuthStore({ read: () => '', write: () => undefined }, null),
    host: parseSiteHost('localhost'),
    location: { protocol: 'http:', hostname: 'localhost', port: '8080' },
  };
  const reload = vi.fn();
  const replace = vi.fn();
  socket.connect();
  const view = render(
    <OverlayRoot
      services={services}
      pathname={pathname}
      search={search}
      page={{ reload, replace }}
    />,
  );
  return { ...view, socket, reload, replace };
}
