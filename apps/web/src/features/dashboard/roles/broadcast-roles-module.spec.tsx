import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDS, okAction, renderDashboard } from '../testing/dashboard-fixtures.js';
import { CREW_IDS, crewRecords } from './crew-test-records.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

async function openRoles() {
  const section = await screen.findByRole('region', { name: 'Broadcast Roles' });
  fireEvent.click(within(section).getByTestId('dashboard-module-toggle'));
  await within(section).findByTestId('broadcast-roles');
  return section;
}
const group = (section: HTMLElement, role: string) =>
  within(section)
    .getAllByTestId('role-group')
    .find((g) => g.getAttribute('data-role') === role)!;
const selects = (section: HTMLElement, role: string) =>
  within(group(section, role)).getAllByTestId<HTMLSelectElement>('role-select');

describe('Broadcast Roles (broadcast §4 role rows, §5, §7 set-player-relationships)', () => {
  it('shows each role’s rows: the chosen players, at least the default and one', async () => {
    renderDashboard({ records: crewRecords() });
    const section = await openRoles();
    await waitFor(() => expect(selects(section, 'Caster')[0]!.value).toBe(CREW_IDS.caster));
    const counts = Object.fromEntries(
      ['Caster', 'Producer', 'Observer', 'Observer Director', 'Replay Producer', 'Lobby Admin'].map(
        (role) => [role, selects(section, role).length],
      ),
    );
    expect(counts).toEqual({
      Caster: 2,
      Producer: 1,
      Observer: 4,
      'Observer Director': 1,
      'Replay Producer': 1,
      'Lobby Admin': 1,
    });
    expect(selects(section, 'Observer')[0]!.value).toBe(CREW_IDS.observer);
    // No removal button on default rows.
    expect(within(section).queryAllByTestId('role-remove')).toHaveLength(0);
  });

  it('adds extra rows that alone can be removed, never going below the default', async () => {
    renderDashboard({ records: crewRecords() });
    const section = await openRoles();
    const add = within(group(section, 'Producer')).getByTestId('role-add');
    fireEvent.click(add);
    fireEvent.click(add);
    expect(selects(section, 'Producer')).toHaveLength(3);
    const removes = within(group(section, 'Producer')).getAllByTestId('role-remove');
    expect(removes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove Producer 2',
      'Remove Producer 3',
    ]);
    fireEvent.click(removes[0]!);
    fireEvent.click(within(group(section, 'Producer')).getByTestId('role-remove'));
    expect(selects(section, 'Producer')).toHaveLength(1);
    expect(within(group(section, 'Producer')).queryAllByTestId('role-remove')).toHaveLength(0);
  });

  it('offers the match crew first, then the production’s crew', async () => {
    renderDashboard({ records: crewRecords() });
    const section = await openRoles();
    const select = selects(section, 'Lobby Admin')[0]!;
    await waitFor(() => expect(within(select).queryByText('Stella Staff')).toBeTruthy());
    const groups = [...select.querySelectorAll('optgroup')].map((g) => [
      g.label,
      [...g.querySelectorAll('option')].map((o) => o.textContent),
    ]);
    expect(groups).toEqual([
      ['On this match', ['Casey Caster', 'Oscar Observer']],
      ['Crew', ['Priya Producer', 'Stella Staff']],
    ]);
  });

  it('saves every role and the observer’s camera buttons, and toasts the relationships added', async () => {
    const action = okAction({ match: IDS.match, added: ['recRELNEW00000001'] });
    renderDashboard({ records: crewRecords(), actions: { 'set-player-relationships': action } });
    const section = await openRoles();
    await waitFor(() => expect(selects(section, 'Caster')[0]!.value).toBe(CREW_IDS.caster));
    await waitFor(() =>
      expect(within(selects(section, 'Lobby Admin')[0]!).queryByText('Stella Staff')).toBeTruthy(),
    );
    fireEvent.change(selects(section, 'Lobby Admin')[0]!, { target: { value: CREW_IDS.staff } });
    const cams = within(group(section, 'Observer')).getAllByTestId('role-cam');
    // Row 1 (Oscar, client prod2): Team 1 and Team 2; row 2 (nobody): disabled.
    await waitFor(() => expect(cams[0]!.hasAttribute('disabled')).toBe(false));
    await waitFor(() =>
      expect(cams[0]!.getAttribute('aria-label')).toBe(
        'Team 1 camera buttons for Oscar Observer on Production 2',
      ),
    );
    expect(cams[2]!.getAttribute('data-reason')).toBe('Choose an observer first');
    fireEvent.click(cams[1]!);
    expect(cams[1]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(section).getByTestId('roles-save'));
    expect(await screen.findByText('1 relationship(s) added')).toBeTruthy();
    expect(action.bodies).toEqual([
      {
        matchID: IDS.match,
        broadcast: IDS.main,
        roles: {
          Caster: [CREW_IDS.caster],
          Producer: [],
          Observer: [CREW_IDS.observer],
          'Observer Director': [],
          'Replay Producer': [],
          'Lobby Admin': [CREW_IDS.staff],
        },
        clientCams: { [CREW_IDS.client2]: [2] },
      },
    ]);
  });

  it('is disabled without match-edit rights', async () => {
    renderDashboard({ records: crewRecords({ event: { staff: [] } }) });
    const section = await openRoles();
    const save = within(section).getByTestId('roles-save');
    await waitFor(() =>
      expect(save.getAttribute('data-reason')).toBe("You don't have permission to edit this match"),
    );
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(selects(section, 'Caster')[0]!.disabled).toBe(true);
  });

  it('follows the server: a new relationship on the match shows at once', async () => {
    const view = renderDashboard({ records: crewRecords() });
    const section = await openRoles();
    await waitFor(() => expect(selects(section, 'Caster')[0]!.value).toBe(CREW_IDS.caster));
    act(() =>
      view.socket.fire('data_update', CREW_IDS.relCaster, {
        id: CREW_IDS.relCaster,
        __kind: 'player_relationship',
        singular_name: 'Producer',
        player: [CREW_IDS.caster],
      }),
    );
    await waitFor(() => expect(selects(section, 'Producer')[0]!.value).toBe(CREW_IDS.caster));
    expect(selects(section, 'Caster')[0]!.value).toBe('');
  });
});
