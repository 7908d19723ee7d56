import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../testing/dashboard-fixtures.js';
import { crewRecords } from '../roles/crew-test-records.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const COMMS = { broadcast_settings: ['Connect for team comms'] };

async function openComms() {
  const section = await screen.findByRole('region', { name: 'Team Comms Listen-In' });
  fireEvent.click(within(section).getByTestId('dashboard-module-toggle'));
  return section;
}
const pressed = (section: HTMLElement) =>
  ['1', '2', 'off'].filter(
    (c) => within(section).getByTestId(`comms-${c}`).getAttribute('aria-pressed') === 'true',
  );

describe('Team Comms Listen-In (broadcast §4 comms; OVERLAYS §3 comms_enable / comms_disable)', () => {
  it('shows only with the broadcast setting "Connect for team comms"', async () => {
    renderDashboard({ records: crewRecords() });
    await screen.findByTestId('dashboard');
    await screen.findByRole('region', { name: 'Broadcast Roles' });
    expect(screen.queryByRole('region', { name: 'Team Comms Listen-In' })).toBeNull();
  });

  it('is disabled while the live server is not connected', async () => {
    renderDashboard({ records: crewRecords({ broadcast: COMMS }) });
    const section = await openComms();
    expect(within(section).getByTestId('comms-1').getAttribute('data-reason')).toBe(
      'Not connected to the live server',
    );
  });

  it('sends comms_enable / comms_disable on the associated socket, one team at a time', async () => {
    const view = renderDashboard({ records: crewRecords({ broadcast: COMMS }) });
    const section = await openComms();
    act(() => view.socket.connect());
    await waitFor(() => expect(view.socket.emitsOf('prod-join')).toContainEqual(['prod1']));
    expect(view.socket.emitsOf('associate_token')).toContainEqual(['tok']);
    expect(within(section).getByTestId('comms-status').textContent).toBe(
      'No change since this page opened',
    );
    expect(pressed(section)).toEqual([]);

    const ack = (index: number, answer: unknown) => {
      const args = view.socket.emitsOf('prod_trigger')[index]!;
      act(() => (args[1] as (a: unknown) => void)(answer));
      return args[0];
    };
    const team1 = within(section).getByTestId('comms-1');
    await waitFor(() => expect(team1.hasAttribute('disabled')).toBe(false));
    await waitFor(() => expect(team1.textContent).toBe('Team 1 · Alpha'));
    fireEvent.click(team1);
    expect(ack(0, true)).toEqual({ trigger: 'comms_enable', team: 1 });
    expect(await screen.findByText('Comms listen-in on Team 1')).toBeTruthy();
    await waitFor(() => expect(pressed(section)).toEqual(['1']));
    expect(within(section).getByTestId('comms-status').textContent).toBe(
      'Listening in on Team 1 (Alpha)',
    );

    // Another dashboard of the client (or this one) switched to team 2: the echo moves the pressed button.
    act(() => view.socket.fire('comms_enable', { team: 2 }));
    await waitFor(() => expect(pressed(section)).toEqual(['2']));

    fireEvent.click(within(section).getByTestId('comms-off'));
    expect(ack(1, true)).toEqual({ trigger: 'comms_disable' });
    await waitFor(() => expect(pressed(section)).toEqual(['off']));
    expect(within(section).getByTestId('comms-status').textContent).toBe('Listening to nobody');
  });

  it('shows the server’s refusal and keeps the state', async () => {
    const view = renderDashboard({ records: crewRecords({ broadcast: COMMS }) });
    const section = await openComms();
    act(() => view.socket.connect());
    const team2 = within(section).getByTestId('comms-2');
    await waitFor(() => expect(team2.hasAttribute('disabled')).toBe(false));
    fireEvent.click(team2);
    await waitFor(() => expect(team2.getAttribute('data-reason')).toBe('Waiting for the server…'));
    act(() =>
      view.socket.fire('exception', {
        status: 'error',
        message: 'You are not linked to this broadcast',
      }),
    );
    expect(await screen.findByText('You are not linked to this broadcast')).toBeTruthy();
    expect(pressed(section)).toEqual([]);
  });
});
