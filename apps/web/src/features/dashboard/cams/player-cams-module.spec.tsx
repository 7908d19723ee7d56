import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDS, okAction, renderDashboard } from '../testing/dashboard-fixtures.js';
import { CREW_IDS, crewRecords } from '../roles/crew-test-records.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const A = CREW_IDS.alphaPlayers;
const B = CREW_IDS.bravoPlayers;

async function openCams() {
  const section = await screen.findByRole('region', { name: 'Player Cams' });
  fireEvent.click(within(section).getByTestId('dashboard-module-toggle'));
  await within(section).findByTestId('player-cams');
  return section;
}
const team = (section: HTMLElement, n: number) =>
  within(section)
    .getAllByTestId('cam-team')
    .find((t) => t.getAttribute('data-team') === String(n))!;
const slots = (section: HTMLElement, n: number) =>
  within(team(section, n))
    .getAllByTestId('cam-slot')
    .map((s) => s.getAttribute('data-player'));
const click = (section: HTMLElement, n: number, player: string) =>
  fireEvent.click(
    within(team(section, n))
      .getAllByTestId('cam-player')
      .find((b) => b.getAttribute('data-player') === player)!,
  );

describe('Player Cams (broadcast §4 cam controller, §7 set-player-cams)', () => {
  it('preloads the broadcast’s cams into 5 slots per team and saves only when every slot is filled', async () => {
    const cams = okAction();
    renderDashboard({
      records: crewRecords({
        broadcast: { team_1_player_cams: [A[0], A[1]], team_2_player_cams: [B[2]] },
      }),
      actions: { 'set-player-cams': cams },
    });
    const section = await openCams();
    expect(slots(section, 1)).toEqual([A[0], A[1], '', '', '']);
    expect(slots(section, 2)).toEqual([B[2], '', '', '', '']);
    const save = within(section).getByTestId('cams-save');
    expect(save.getAttribute('data-reason')).toBe('Fill every cam slot first');

    // A click takes a player out (the slot empties); the next click fills the first empty slot.
    await waitFor(() =>
      expect(within(team(section, 1)).getAllByTestId('cam-player')).toHaveLength(6),
    );
    click(section, 1, A[0]);
    expect(slots(section, 1)).toEqual(['', A[1], '', '', '']);
    for (const p of [A[5], A[2], A[3], A[4]]) click(section, 1, p);
    expect(slots(section, 1)).toEqual([A[5], A[1], A[2], A[3], A[4]]);
    // A full team takes nobody more.
    click(section, 1, A[0]);
    expect(slots(section, 1)).toEqual([A[5], A[1], A[2], A[3], A[4]]);
    expect(save.hasAttribute('disabled')).toBe(true);
    for (const p of [B[0], B[1], B[3], B[4]]) click(section, 2, p);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Player cams saved')).toBeTruthy();
    expect(cams.bodies).toEqual([
      {
        broadcast: IDS.main,
        cams: [
          [A[5], A[1], A[2], A[3], A[4]],
          [B[2], B[0], B[1], B[3], B[4]],
        ],
      },
    ]);
  });

  it('uses the game’s player count for the slots, and shows the teams in overlay order when flipped', async () => {
    const flip = okAction({ match: IDS.match, flip_teams: false });
    renderDashboard({
      records: crewRecords({ match: { game: 'Marvel Rivals', flip_teams: true } }),
      actions: { 'toggle-flip-teams': flip },
    });
    const section = await openCams();
    expect(within(section).getByTestId('player-cams').getAttribute('data-slots')).toBe('6');
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('cam-team')
          .map((t) => t.getAttribute('data-team')),
      ).toEqual(['2', '1']),
    );
    const button = within(section).getByTestId('cams-flip');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(flip.bodies).toEqual([{ broadcast: IDS.main }]));
  });
});
