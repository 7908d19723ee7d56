import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '../auth/testing/render-with-auth.js';
import { DASHBOARD_RECORDS, IDS, PRODUCER, renderDashboard } from './testing/dashboard-fixtures.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const module = (title: string) =>
  screen.getAllByTestId('dashboard-module').find((m) => m.getAttribute('data-module') === title);

describe('/dashboard (broadcast spec §2 "Producer dashboard")', () => {
  it('refuses a user without a name, and a user not linked to a client', async () => {
    const view = renderDashboard({ user: { ...PRODUCER, name: '' } });
    expect((await screen.findByTestId('dashboard-refused')).textContent).toContain('no name');
    view.unmount();
    renderDashboard({
      user: { ...TEST_USER, airtableID: IDS.player, clients: [] },
    });
    expect((await screen.findByTestId('dashboard-refused')).textContent).toContain(
      'not linked to a production client',
    );
  });

  it('shows the active broadcast with the modules whose condition holds, the Match Editor open', async () => {
    renderDashboard();
    const dashboard = await screen.findByTestId('dashboard');
    expect(dashboard.getAttribute('data-broadcast')).toBe('main');
    await waitFor(() => expect(module('Match Editor')?.getAttribute('data-open')).toBe('true'));
    // Each module is a lazy chunk: it shows once loaded.
    await waitFor(() => expect(module('Desk Guests')?.getAttribute('data-open')).toBe('false'));
    expect(module('GFX')).toBeUndefined();
    expect(document.querySelector('[data-module-id="gfx"]')).toBeNull(); // not even loading
    // A second screen gets the whole width: the page is out of the site's column.
    expect(document.querySelector('main [data-wide="true"]')?.getAttribute('data-fluid')).toBe(
      'true',
    );
  });

  it('remembers a module open state per title', async () => {
    renderDashboard();
    await screen.findByTestId('dashboard');
    const guests = await waitFor(() => module('Desk Guests')!);
    fireEvent.click(within(guests).getByTestId('dashboard-module-toggle'));
    expect(module('Desk Guests')?.getAttribute('data-open')).toBe('true');
  });

  it('follows the client live: a new active broadcast re-points the dashboard', async () => {
    const view = renderDashboard();
    await screen.findByTestId('dashboard');
    act(() =>
      view.socket.fire('data_update', IDS.client, {
        ...DASHBOARD_RECORDS[IDS.client],
        broadcast: [IDS.second, IDS.main],
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('dashboard').getAttribute('data-broadcast')).toBe('second'),
    );
    // 'second' has no live match: no Match Editor.
    await waitFor(() => expect(module('Match Editor')).toBeUndefined());
  });
});
