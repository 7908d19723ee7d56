import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT, IDS, okAction, renderDashboard } from '../testing/dashboard-fixtures.js';
import { CREW_IDS, crewRecords } from '../roles/crew-test-records.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

async function openCustomisation() {
  const section = await screen.findByRole('region', { name: 'Customisation' });
  fireEvent.click(within(section).getByTestId('dashboard-module-toggle'));
  await within(section).findByTestId('customisation');
  return section;
}
const row = (section: HTMLElement, field: string) =>
  within(section)
    .getAllByTestId('customisation-row')
    .find((r) => r.getAttribute('data-field') === field)!;
const select = (section: HTMLElement, field: string) =>
  within(row(section, field)).getByTestId<HTMLSelectElement>('customisation-select');
const choose = async (section: HTMLElement, field: string, label: string, value: string) => {
  await waitFor(() => expect(within(select(section, field)).queryByText(label)).toBeTruthy());
  fireEvent.change(select(section, field), { target: { value } });
};

describe('Customisation (broadcast §4: set instantly or by Save; Clear sets null; MVP needs a live match)', () => {
  it('offers the event’s teams, the game’s heroes, the live teams’ players and news with media', async () => {
    renderDashboard({ records: crewRecords() });
    const section = await openCustomisation();
    const options = (field: string) =>
      [...select(section, field).querySelectorAll('option')].map((o) => o.textContent);
    await waitFor(() => expect(options('team')).toEqual(['None', 'Alpha', 'Bravo']));
    await waitFor(() => expect(options('hero')).toEqual(['None', 'Ana', 'Reinhardt']));
    expect([...select(section, 'hero').querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Support',
      'Tank',
    ]);
    await waitFor(() => expect(options('media')).toEqual(['None', 'Finals trailer']));
    await waitFor(() => expect(options('player')).toHaveLength(12));
  });

  it('sets one highlight at once with Set, and clears one with Clear', async () => {
    const update = okAction();
    const view = renderDashboard({
      records: crewRecords({ broadcast: { highlight_hero: [CREW_IDS.hero1] } }),
      actions: { 'update-broadcast': update },
    });
    const section = await openCustomisation();
    const set = within(row(section, 'team')).getByTestId('customisation-set');
    expect(set.getAttribute('data-reason')).toBe('Choose something else first');
    expect(
      within(row(section, 'team')).getByTestId('customisation-clear').getAttribute('data-reason'),
    ).toBe('Nothing to clear');
    await choose(section, 'team', 'Bravo', IDS.bravo);
    fireEvent.click(set);
    expect(await screen.findByText('Highlight team set to Bravo')).toBeTruthy();
    // The server answers with the new highlight, then clears it again: the staged choice is gone for good.
    const broadcast = { ...crewRecords()[IDS.main], highlight_hero: [CREW_IDS.hero1] };
    act(() =>
      view.socket.fire('data_update', IDS.main, { ...broadcast, highlight_team: [IDS.bravo] }),
    );
    await waitFor(() => expect(row(section, 'team').getAttribute('data-value')).toBe(IDS.bravo));
    act(() => view.socket.fire('data_update', IDS.main, { ...broadcast, highlight_team: [] }));
    await waitFor(() => expect(row(section, 'team').getAttribute('data-value')).toBe(''));
    expect(select(section, 'team').value).toBe('');
    await waitFor(() => expect(select(section, 'hero').value).toBe(CREW_IDS.hero1));
    fireEvent.click(within(row(section, 'hero')).getByTestId('customisation-clear'));
    expect(await screen.findByText('Highlight hero cleared')).toBeTruthy();
    expect(update.bodies).toEqual([
      { broadcast: IDS.main, highlightTeamID: IDS.bravo },
      { broadcast: IDS.main, highlightHeroID: null },
    ]);
  });

  it('saves every changed choice together: the highlights in one update-broadcast, the MVP in update-match-data', async () => {
    const update = okAction();
    const matchData = okAction();
    renderDashboard({
      records: crewRecords(),
      actions: { 'update-broadcast': update, 'update-match-data': matchData },
    });
    const section = await openCustomisation();
    const save = within(section).getByTestId('customisation-save');
    expect(save.getAttribute('data-reason')).toBe('Nothing changed');
    await choose(section, 'team', 'Alpha', IDS.alpha);
    await choose(section, 'media', 'Finals trailer', CREW_IDS.news);
    await choose(section, 'mvp', 'Bravo 2', CREW_IDS.bravoPlayers[1]);
    expect(within(row(section, 'team')).getByText('Changed, not saved yet')).toBeTruthy();
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(matchData.bodies).toHaveLength(1));
    expect(update.bodies).toEqual([
      { broadcast: IDS.main, highlightTeamID: IDS.alpha, highlightMediaID: CREW_IDS.news },
    ]);
    expect(matchData.bodies).toEqual([
      { matchID: IDS.match, updatedData: { mvpPlayerID: CREW_IDS.bravoPlayers[1] } },
    ]);
    expect((await screen.findAllByText('Customisation saved')).length).toBeGreaterThan(0);
  });

  it('disables the MVP without a live match, and without match-edit rights', async () => {
    const view = renderDashboard({
      records: {
        ...crewRecords(),
        [IDS.client]: { ...CLIENT, broadcast: [IDS.second, IDS.main] },
      },
    });
    let section = await openCustomisation();
    const mvpSet = () => within(row(section, 'mvp')).getByTestId('customisation-set');
    await waitFor(() =>
      expect(mvpSet().getAttribute('data-reason')).toBe('There is no live match'),
    );
    expect(select(section, 'mvp').disabled).toBe(true);
    // The highlights still work without a live match.
    expect(select(section, 'team').disabled).toBe(false);
    view.unmount();
    vi.unstubAllGlobals();
    renderDashboard({ records: crewRecords({ event: { staff: [] } }) });
    section = await openCustomisation();
    await waitFor(() =>
      expect(mvpSet().getAttribute('data-reason')).toBe(
        "You don't have permission to edit this match",
      ),
    );
  });
});
