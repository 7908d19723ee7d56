import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALPHA,
  BRAVO,
  DASHBOARD_RECORDS,
  IDS,
  MAIN,
  MATCH,
  okAction,
  openModule,
  renderDashboard,
} from '../testing/dashboard-fixtures.js';
import { sortScheduleMatches } from './sort-schedule-matches.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const CHARLIE = { ...ALPHA, id: 'recTEAMCHARLIE001', name: 'Charlie', code: 'CHA' };
const EARLY = {
  ...MATCH,
  id: 'recMATCHEARLY0001',
  teams: [CHARLIE.id, BRAVO.id],
  start: '2026-11-27T17:30:00.000Z',
  show_on_overlays: true,
  show_on_secondary_overlays: false,
};

function records(main: Record<string, unknown> = {}) {
  return {
    ...DASHBOARD_RECORDS,
    [IDS.main]: { ...MAIN, schedule: [IDS.match, EARLY.id], ...main },
    [IDS.match]: { ...MATCH, show_on_overlays: false, show_on_secondary_overlays: true },
    [EARLY.id]: EARLY,
    [CHARLIE.id]: CHARLIE,
  };
}

async function openSchedule() {
  const section = await openModule('Schedule');
  await within(section).findAllByTestId('schedule-editor-row');
  return section;
}

const rowOf = (section: HTMLElement, matchId: string) =>
  section.querySelector<HTMLElement>(
    `[data-testid="schedule-editor-row"][data-match-id="${matchId}"]`,
  )!;

describe('Schedule module (broadcast spec §2 "Schedule table", OVERLAYS §4)', () => {
  it('sorts rows by start, undated ones last in stored order', () => {
    const ready = (id: string, start: string | null) => ({ __id: id, id, start });
    expect(
      sortScheduleMatches(
        ['a', 'b', 'c', 'd'],
        [
          ready('a', null),
          ready('b', '2026-01-02T00:00:00Z'),
          undefined,
          ready('d', '2026-01-01T00:00:00Z'),
        ],
      ),
    ).toEqual(['d', 'b', 'a', 'c']);
  });

  it('shows the columns Match, Start time, Show on overlays, Live Match, by start, in the broadcast timezone', async () => {
    renderDashboard({ records: records() });
    const section = await openSchedule();
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Match', 'Start time', 'Show on overlays', 'Live Match']);
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('schedule-editor-match')
          .map((m) => m.textContent),
      ).toEqual(['Charlie vs Bravo', 'Alpha vs Bravo']),
    );
    expect(
      within(section)
        .getAllByTestId('schedule-editor-start')
        .map((m) => m.textContent),
    ).toEqual(['Fri 27th Nov 2026 12:30pm ET', 'Fri 27th Nov 2026 3:00pm ET']);
    expect(within(section).getByTestId('schedule-editor-zone').textContent).toBe(
      'Times in ET (America/New_York)',
    );
    expect(rowOf(section, IDS.match).getAttribute('data-live')).toBe('true');
  });

  it('uses the broadcast timezone when set, America/New_York when not', async () => {
    const view = renderDashboard({ records: records({ timezone: 'Europe/Berlin' }) });
    let section = await openSchedule();
    await waitFor(() =>
      expect(
        within(rowOf(section, IDS.match)).getByTestId('schedule-editor-start').textContent,
      ).toBe('Fri 27th Nov 2026 9:00pm CET'),
    );
    view.unmount();
    renderDashboard({ records: records({ timezone: null }) });
    section = await openSchedule();
    await waitFor(() =>
      expect(
        within(rowOf(section, IDS.match)).getByTestId('schedule-editor-start').textContent,
      ).toBe('Fri 27th Nov 2026 3:00pm ET'),
    );
  });

  it("toggles 'Show on overlays' for the primary and the secondary overlays (set-match-overlays)", async () => {
    const overlays = okAction({ match: IDS.match, changed: ['show_on_overlays'] });
    renderDashboard({ records: records(), actions: { 'set-match-overlays': overlays } });
    const section = await openSchedule();
    const live = rowOf(section, IDS.match);
    const primary = await within(live).findByLabelText('Show Alpha vs Bravo on overlays');
    expect((primary as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect((primary as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(primary);
    // Shown as asked while the press is in flight and until the record says so.
    expect((primary as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(overlays.bodies).toHaveLength(1));
    const secondary = within(live).getByLabelText('Show Alpha vs Bravo on secondary overlays');
    expect((secondary as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((secondary as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(secondary);
    await waitFor(() => expect(overlays.bodies).toHaveLength(2));
    expect(overlays.bodies).toEqual([
      { match: IDS.match, overlayType: 'primary', state: true },
      { match: IDS.match, overlayType: 'secondary', state: false },
    ]);
  });

  it('puts a box back when set-match-overlays is refused', async () => {
    renderDashboard({
      records: records(),
      actions: {
        'set-match-overlays': () => ({
          status: 403,
          body: { error: true, errorMessage: 'Nope', code: 'FORBIDDEN', data: null },
        }),
      },
    });
    const section = await openSchedule();
    const primary = await within(rowOf(section, EARLY.id)).findByLabelText(
      'Show Charlie vs Bravo on overlays',
    );
    expect((primary as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((primary as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(primary);
    expect(await screen.findByText('Nope')).toBeTruthy();
    await waitFor(() => expect((primary as HTMLInputElement).checked).toBe(true));
  });

  it('sets the live match, and un-ticking the live one sets none (update-broadcast match)', async () => {
    const update = okAction(null);
    const view = renderDashboard({ records: records(), actions: { 'update-broadcast': update } });
    const section = await openSchedule();
    const early = await within(rowOf(section, EARLY.id)).findByLabelText(
      'Charlie vs Bravo is the live match',
    );
    expect((early as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect((early as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(early);
    await waitFor(() => expect(update.bodies).toEqual([{ match: EARLY.id }]));
    // The broadcast follows (data_update): the early match is live.
    act(() =>
      view.socket.fire('data_update', IDS.main, {
        ...records()[IDS.main],
        live_match: [EARLY.id],
      }),
    );
    await waitFor(() => expect(rowOf(section, EARLY.id).getAttribute('data-live')).toBe('true'));
    const now = within(rowOf(section, EARLY.id)).getByLabelText(
      'Charlie vs Bravo is the live match',
    );
    await waitFor(() => expect((now as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(now);
    await waitFor(() => expect(update.bodies).toEqual([{ match: EARLY.id }, { match: null }]));
  });

  it('disables the boxes without broadcast access, with the reason', async () => {
    renderDashboard({
      records: { ...records(), [IDS.client]: { ...DASHBOARD_RECORDS[IDS.client], staff: [] } },
    });
    const section = await openSchedule();
    const row = rowOf(section, IDS.match);
    for (const label of [
      'Show Alpha vs Bravo on overlays',
      'Show Alpha vs Bravo on secondary overlays',
      'Alpha vs Bravo is the live match',
    ]) {
      const box = await within(row).findByLabelText(label);
      expect((box as HTMLInputElement).disabled).toBe(true);
      expect(box.getAttribute('title')).toBe('You are not linked to this broadcast');
    }
  });

  it('says so when the schedule is empty', async () => {
    renderDashboard({ records: records({ schedule: [] }) });
    const section = await openModule('Schedule');
    expect((await within(section).findByTestId('schedule-editor-empty')).textContent).toBe(
      "No matches on this broadcast's schedule",
    );
  });
});
