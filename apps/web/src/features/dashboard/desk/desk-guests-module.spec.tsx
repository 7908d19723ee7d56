import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_VALIDATION_MESSAGES } from '@castline/domain';
import {
  CLIENT,
  DASHBOARD_RECORDS,
  IDS,
  MAIN,
  okAction,
  openModule,
  renderDashboard,
} from '../testing/dashboard-fixtures.js';

afterEach(() => vi.unstubAllGlobals());

const GUESTS = 'Sam Sideline|he/him|@samsideline\nAlex Analyst|they/them';

function records(main: Partial<typeof MAIN> & { manual_guests?: string }, client = CLIENT) {
  return {
    ...DASHBOARD_RECORDS,
    [IDS.main]: { ...MAIN, ...main },
    [IDS.client]: client,
  };
}

/** Renders the dashboard and opens Desk Guests. */
async function openGuests(options: Parameters<typeof renderDashboard>[0] = {}) {
  const view = renderDashboard(options);
  const section = await openModule('Desk Guests');
  const editor = await within(section).findByTestId('desk-guests');
  return { view, section, editor };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const cellOf = (label: string) => input(label).closest('td') as HTMLElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const saveButton = () => screen.getByTestId('desk-guests-save');

describe('Desk Guests (broadcast spec §2 "Desk guest editor", §5)', () => {
  it("shows 'No manual guests listed' without manual guests", async () => {
    const { editor } = await openGuests({ records: records({ manual_guests: '' }) });
    expect(within(editor).getByTestId('desk-guests-empty').textContent).toBe(
      'No manual guests listed',
    );
    expect(within(editor).queryByRole('table')).toBeNull();
    expect(saveButton().getAttribute('data-reason')).toBe('No changes to save');
  });

  it('lists each manual guest in the columns Name, Avatar, Webcam link, Twitter handle, Pronouns, delete', async () => {
    const { editor } = await openGuests({ records: records({ manual_guests: GUESTS }) });
    const headers = within(editor)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Avatar',
      'Webcam link',
      'Twitter handle',
      'Pronouns',
      'Delete',
    ]);
    expect(within(editor).getAllByTestId('desk-guest-row')).toHaveLength(2);
    expect(input('Guest 1 name').value).toBe('Sam Sideline');
    expect(input('Guest 1 twitter handle').value).toBe('@samsideline');
    expect(input('Guest 1 pronouns').value).toBe('he/him');
    expect(input('Guest 2 name').value).toBe('Alex Analyst');
    expect(input('Guest 2 twitter handle').value).toBe('');
  });

  it('shows every validation message at its field and keeps Save disabled while one shows', async () => {
    await openGuests({ records: records({ manual_guests: GUESTS }) });
    fireEvent.click(screen.getByTestId('desk-guests-add'));
    await waitFor(() => expect(screen.getAllByTestId('desk-guest-row')).toHaveLength(3));
    // A new row takes the focus on its name, which is required.
    expect(document.activeElement).toBe(input('Guest 3 name'));
    expect(within(cellOf('Guest 3 name')).getByText(GUEST_VALIDATION_MESSAGES.nameRequired));
    expect(input('Guest 3 name').getAttribute('aria-invalid')).toBe('true');
    expect(saveButton().getAttribute('data-reason')).toBe('Fix the fields marked in red first');

    const cases: [string, string, string][] = [
      ['Guest 3 name', 'he/him', GUEST_VALIDATION_MESSAGES.nameNotDistinguishable],
      ['Guest 3 avatar', 'not a link', GUEST_VALIDATION_MESSAGES.avatarInvalid],
      [
        'Guest 3 webcam link',
        'https://example.com/?view=x',
        GUEST_VALIDATION_MESSAGES.webcamInvalid,
      ],
      ['Guest 3 twitter handle', 'riley', GUEST_VALIDATION_MESSAGES.twitterInvalid],
      ['Guest 3 pronouns', 'she', GUEST_VALIDATION_MESSAGES.pronounsInvalid],
    ];
    for (const [label, value, message] of cases) {
      type(label, value);
      expect(within(cellOf(label)).getByText(message)).toBeTruthy();
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
    }
    // Each message stays at its own field only.
    expect(
      within(cellOf('Guest 3 avatar')).queryByText(GUEST_VALIDATION_MESSAGES.pronounsInvalid),
    ).toBeNull();
    expect(input('Guest 1 name').getAttribute('aria-invalid')).not.toBe('true');
    expect(saveButton()).toHaveProperty('disabled', true);

    // A name with a comma would split on the line: not distinguishable either.
    type('Guest 3 name', 'Riley, Reporter');
    expect(
      within(cellOf('Guest 3 name')).getByText(GUEST_VALIDATION_MESSAGES.nameNotDistinguishable),
    );
    type('Guest 3 name', 'Riley Reporter');
    type('Guest 3 avatar', 'https://example.com/riley.png');
    type('Guest 3 webcam link', 'https://vdo.ninja/?view=riley');
    type('Guest 3 twitter handle', '@rileyreports');
    type('Guest 3 pronouns', 'she/her');
    for (const [label] of cases) expect(input(label).getAttribute('aria-invalid')).not.toBe('true');
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it("saves the serialized guests with update-broadcast manualGuests and toasts 'Updated guests'", async () => {
    const update = okAction();
    const { view } = await openGuests({
      records: records({ manual_guests: GUESTS }),
      actions: { 'update-broadcast': update },
    });
    fireEvent.click(screen.getByTestId('desk-guests-add'));
    await waitFor(() => expect(screen.getAllByTestId('desk-guest-row')).toHaveLength(3));
    type('Guest 3 name', '  Riley Reporter ');
    type('Guest 3 avatar', 'https://example.com/riley.png');
    type('Guest 3 pronouns', 'she/her');
    type('Guest 1 twitter handle', '@sam');
    fireEvent.click(saveButton());
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toEqual({
      broadcast: IDS.main,
      manualGuests:
        'Sam Sideline, @sam, he/him\nAlex Analyst, they/them\nRiley Reporter, https://example.com/riley.png, she/her',
    });
    expect(await screen.findByText('Updated guests')).toBeTruthy();
    // Saved: the editor holds what was sent (trimmed), nothing left to save.
    await waitFor(() => expect(input('Guest 3 name').value).toBe('Riley Reporter'));
    expect(saveButton().getAttribute('data-reason')).toBe('No changes to save');
    // The stored list follows a moment later: the editor stays as it is.
    act(() =>
      view.socket.fire('data_update', IDS.main, {
        ...MAIN,
        manual_guests: (update.bodies[0] as { manualGuests: string }).manualGuests,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getAllByTestId('desk-guest-row')).toHaveLength(3);
    expect(screen.queryByTestId('desk-guests-conflict')).toBeNull();
    expect(saveButton().getAttribute('data-reason')).toBe('No changes to save');
  });

  it('asks \'Remove guest "{name}"?\' before removing a named guest; an unnamed row goes at once', async () => {
    const update = okAction();
    await openGuests({
      records: records({ manual_guests: GUESTS }),
      actions: { 'update-broadcast': update },
    });
    const remove = () => screen.getAllByTestId('desk-guest-remove');
    fireEvent.click(remove()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove guest "Sam Sideline"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('desk-guest-row')).toHaveLength(2);

    fireEvent.click(remove()[0]!);
    const again = await screen.findByRole('dialog', { name: 'Remove guest "Sam Sideline"?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('desk-guest-row')).toHaveLength(1));
    expect(input('Guest 1 name').value).toBe('Alex Analyst');

    fireEvent.click(screen.getByTestId('desk-guests-add'));
    await waitFor(() => expect(screen.getAllByTestId('desk-guest-row')).toHaveLength(2));
    fireEvent.click(remove()[1]!);
    await waitFor(() => expect(screen.getAllByTestId('desk-guest-row')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Removing is an edit: Save sends the rest.
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(update.bodies).toEqual([
        { broadcast: IDS.main, manualGuests: 'Alex Analyst, they/them' },
      ]),
    );
  });

  it('follows manual_guests changed elsewhere, but keeps unsaved edits (with a notice) until discarded', async () => {
    const { view } = await openGuests({ records: records({ manual_guests: GUESTS }) });
    act(() =>
      view.socket.fire('data_update', IDS.main, { ...MAIN, manual_guests: 'Jo Guest|@jo' }),
    );
    await waitFor(() => expect(input('Guest 1 name').value).toBe('Jo Guest'));
    expect(screen.getAllByTestId('desk-guest-row')).toHaveLength(1);

    type('Guest 1 pronouns', 'she/her');
    act(() =>
      view.socket.fire('data_update', IDS.main, { ...MAIN, manual_guests: 'Kim Elsewhere' }),
    );
    expect(await screen.findByTestId('desk-guests-conflict')).toBeTruthy();
    expect(input('Guest 1 name').value).toBe('Jo Guest');
    expect(input('Guest 1 pronouns').value).toBe('she/her');

    fireEvent.click(screen.getByTestId('desk-guests-discard'));
    await waitFor(() => expect(input('Guest 1 name').value).toBe('Kim Elsewhere'));
    expect(screen.queryByTestId('desk-guests-conflict')).toBeNull();
  });

  it('is read-only with the reason for a user without access to the broadcast', async () => {
    const update = okAction();
    await openGuests({
      records: records({ manual_guests: GUESTS }, { ...CLIENT, staff: [] }),
      actions: { 'update-broadcast': update },
    });
    expect(input('Guest 1 name').disabled).toBe(true);
    expect(screen.getByTestId('desk-guests-add').getAttribute('data-reason')).toBe(
      'You are not linked to this broadcast',
    );
    expect(saveButton().getAttribute('data-reason')).toBe('You are not linked to this broadcast');
    fireEvent.click(saveButton());
    expect(update.bodies).toEqual([]);
  });
});
