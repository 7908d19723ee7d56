import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { SettingsContext } from '../../../lib/settings/settings-context.js';
import { SettingsStore } from '../../../lib/settings/settings-store.js';
import { ServerClock } from '../../../overlays/shell/server-clock.js';
import {
  SERVER_CLOCK_RESYNC_MS,
  SERVER_CLOCK_SAMPLES,
  SERVER_CLOCK_TIMEOUT_MS,
} from '../../../overlays/shell/server-clock.js';
import {
  CLOCK_TICK_MS,
  DashboardClocks,
  DEFAULT_BROADCAST_TIMEZONE,
  readClockFace,
} from './dashboard-clocks.js';

/** 2026-11-27 19:30:05 UTC = 2:30:05pm in New York (ET). */
const SERVER_NOW = Date.UTC(2026, 10, 27, 19, 30, 5);

function renderClocks(node: ReactNode, settings = new SettingsStore(null)) {
  return render(
    <MantineProvider>
      <SettingsContext.Provider value={settings}>{node}</SettingsContext.Provider>
    </MantineProvider>,
  );
}

/** A server clock 10 minutes ahead of a local clock frozen at SERVER_NOW − 10 min. */
function fakeClock() {
  const local = SERVER_NOW - 10 * 60_000;
  return new ServerClock({
    localNow: () => local,
    fetchServerNow: () => Promise.resolve(SERVER_NOW),
  });
}

const times = () => screen.getAllByTestId('dashboard-clock-time').map((t) => t.textContent);

describe('dashboard clocks (broadcast §2, §9)', () => {
  it('uses the spec constants: 50 ms tick, sync every hour with a 10 s timeout and 5 repeats', () => {
    expect(CLOCK_TICK_MS).toBe(50);
    expect(SERVER_CLOCK_RESYNC_MS).toBe(60 * 60 * 1000);
    expect(SERVER_CLOCK_TIMEOUT_MS).toBe(10_000);
    expect(SERVER_CLOCK_SAMPLES).toBe(5);
    expect(DEFAULT_BROADCAST_TIMEZONE).toBe('America/New_York');
  });

  it.each([
    [SERVER_NOW, 'America/New_York', false, { time: '2:30:05pm', zone: 'ET' }],
    [SERVER_NOW, 'America/New_York', true, { time: '14:30:05', zone: 'ET' }],
    [SERVER_NOW, 'UTC', true, { time: '19:30:05', zone: 'UTC' }],
    [SERVER_NOW, 'Not/AZone', true, { time: '14:30:05', zone: 'ET' }],
  ] as const)('readClockFace(%s, %s, 24h %s) → %j', (now, zone, use24, face) => {
    expect(readClockFace(now, zone, use24)).toEqual(face);
  });

  it('shows Local and Broadcast on the server-synced time, the broadcast zone defaulting to New York', async () => {
    const clock = fakeClock();
    renderClocks(<DashboardClocks broadcastTimeZone={null} clock={clock} />);
    await act(() => clock.sync());
    const clocks = screen.getAllByTestId('dashboard-clock');
    expect(clocks.map((c) => c.getAttribute('data-clock'))).toEqual(['local', 'broadcast']);
    expect(clocks[1]?.getAttribute('data-zone')).toBe('America/New_York');
    expect(clocks[0]?.textContent).toMatch(/^Local · /);
    expect(clocks[1]?.textContent).toMatch(/^Broadcast · ET/);
    // The server's time (not the local clock 10 minutes behind), in the 12-hour default.
    await waitFor(() => expect(times()[1]).toBe('2:30:05pm'));
  });

  it('toggles 12h/24h on a click (both clocks), starting from the use24HourTime setting', async () => {
    const clock = fakeClock();
    const settings = new SettingsStore(null);
    renderClocks(<DashboardClocks broadcastTimeZone="UTC" clock={clock} />, settings);
    await act(() => clock.sync());
    await waitFor(() => expect(times()[1]).toBe('7:30:05pm'));
    fireEvent.click(screen.getAllByTestId('dashboard-clock')[0]!);
    await waitFor(() => expect(times()[1]).toBe('19:30:05'));
    expect(screen.getByTestId('dashboard-clocks').getAttribute('data-24h')).toBe('true');
    expect(times()[0]).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    fireEvent.click(screen.getAllByTestId('dashboard-clock')[1]!);
    await waitFor(() => expect(times()[1]).toBe('7:30:05pm'));
    // The site-wide setting is left alone.
    expect(settings.getSnapshot().use24HourTime).toBe(false);
  });

  it('starts in 24-hour time when the user set use24HourTime', async () => {
    const clock = fakeClock();
    const settings = new SettingsStore(null);
    settings.set('use24HourTime', true);
    renderClocks(<DashboardClocks broadcastTimeZone="UTC" clock={clock} />, settings);
    await act(() => clock.sync());
    await waitFor(() => expect(times()[1]).toBe('19:30:05'));
    expect(screen.getAllByTestId('dashboard-clock')[1]?.getAttribute('aria-label')).toBe(
      'Broadcast time 19:30:05. Switch to the 12-hour clock',
    );
  });
});
