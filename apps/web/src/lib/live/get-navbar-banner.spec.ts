import { describe, expect, it } from 'vitest';
import type { WebsiteFlag } from '@castline/contracts';
import { DISCONNECTED_BANNER_DELAY_MS, getNavbarBanner } from './get-navbar-banner.js';

const DISCONNECTED =
  "No connection to the data server. Don't refresh, we're trying to reconnect...";
const REBUILDING =
  'Server rebuilding: The server is rebuilding its data store. Some pages might not be accessible.';
const ERRORS = 'The data server is having trouble right now. Some updates might be delayed.';

describe('getNavbarBanner (public-site §4 "Navbar banners", in priority order)', () => {
  it.each<[string, boolean, WebsiteFlag[], number, string | null]>([
    ['all well', true, [], 10_000, null],
    ['disconnected after 3 s', false, [], 3000, DISCONNECTED],
    ['disconnected, not yet 3 s after load', false, [], 2999, null],
    [
      'disconnected wins over both flags',
      false,
      ['high_error_rate', 'server_rebuilding'],
      5000,
      DISCONNECTED,
    ],
    [
      'disconnected before 3 s shows the next banner',
      false,
      ['server_rebuilding'],
      100,
      REBUILDING,
    ],
    ['server rebuilding', true, ['server_rebuilding'], 0, REBUILDING],
    [
      'rebuilding wins over the error rate',
      true,
      ['high_error_rate', 'server_rebuilding'],
      0,
      REBUILDING,
    ],
    ['high error rate', true, ['high_error_rate'], 0, ERRORS],
  ])('%s', (_name, connected, flags, sinceLoadMs, text) => {
    expect(getNavbarBanner({ connected, flags, sinceLoadMs })?.text ?? null).toBe(text);
  });

  it('waits 3 s', () => {
    expect(DISCONNECTED_BANNER_DELAY_MS).toBe(3000);
  });
});
