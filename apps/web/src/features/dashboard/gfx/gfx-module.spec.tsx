import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_RECORDS,
  IDS,
  MAIN,
  okAction,
  openModule,
  renderDashboard,
} from '../testing/dashboard-fixtures.js';
import { GFX_TEXT } from './gfx-text.js';
import { getGfxHref } from './get-gfx-href.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const TYPES = ['Standings', 'Bracket', 'Schedule', 'Image', 'Text', 'MVP', 'Stats', 'Rosters'];
const GFX = TYPES.map((type, i) => ({
  id: `recGFXITEM0000${String(i + 1).padStart(3, '0')}`,
  __kind: 'gfx',
  name: `Item ${i + 1}`,
  type,
  title: null,
}));

function records(gfx = GFX) {
  const all: Record<string, Record<string, unknown>> = {
    ...DASHBOARD_RECORDS,
    [IDS.main]: { ...MAIN, gfx: gfx.map((g) => g.id) },
  };
  for (const item of gfx) all[item.id] = item;
  return all;
}

async function openGfx() {
  const section = await openModule('GFX');
  await within(section).findAllByTestId('gfx-button');
  return section;
}

describe('GFX module (OVERLAYS §4, broadcast spec §5, §9)', () => {
  it('builds the client gfx path from the lower-cased key and the 1-based index', () => {
    expect(getGfxHref('Prod1', 3)).toBe('/client/prod1/gfx/3');
  });

  it('shows the default 6 buttons, each opening /client/{key}/gfx/{n} in a new tab with the item name and type', async () => {
    renderDashboard({ records: records() });
    const section = await openGfx();
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('gfx-name')
          .map((n) => n.textContent),
      ).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5', 'Item 6']),
    );
    const buttons = within(section).getAllByTestId('gfx-button');
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `/client/prod1/gfx/${n}`),
    );
    expect(buttons[0]!.getAttribute('target')).toBe('_blank');
    expect(buttons[0]!.getAttribute('aria-label')).toBe(
      'Open GFX 1: Item 1 (Standings) in a new tab',
    );
    expect(buttons[1]!.textContent).toContain('Bracket');
    expect(within(section).getByTestId('gfx-shown').textContent).toBe('6 of 8 GFX items');
  });

  it('changes the button count only to a whole number from 1 to 24 (gfxButtonCount)', async () => {
    renderDashboard({ records: records() });
    const section = await openGfx();
    const input = within(section).getByLabelText(GFX_TEXT.countLabel);
    expect((input as HTMLInputElement).value).toBe('6');
    fireEvent.change(input, { target: { value: '8' } });
    await waitFor(() => expect(within(section).getAllByTestId('gfx-button')).toHaveLength(8));
    for (const bad of ['0', '25', '2.5', '-1', '']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(within(section).getByText(GFX_TEXT.countError)).toBeTruthy();
      expect(within(section).getAllByTestId('gfx-button')).toHaveLength(8);
    }
    fireEvent.change(input, { target: { value: '2' } });
    await waitFor(() => expect(within(section).getAllByTestId('gfx-button')).toHaveLength(2));
    expect(within(section).queryByText(GFX_TEXT.countError)).toBeNull();
    expect(within(section).getByTestId('gfx-shown').textContent).toBe('2 of 8 GFX items');
    // Leaving the field shows the stored count again.
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('2');
  });

  it('shows fewer buttons than the count when the broadcast has fewer items', async () => {
    renderDashboard({ records: records(GFX.slice(0, 3)) });
    const section = await openGfx();
    expect(within(section).getAllByTestId('gfx-button')).toHaveLength(3);
    expect(within(section).getByTestId('gfx-shown').textContent).toBe('3 GFX items');
  });

  it('moves the chosen item to the button (update-gfx-index {gfxID, index})', async () => {
    const move = okAction({ changed: true });
    renderDashboard({ records: records(), actions: { 'update-gfx-index': move } });
    const section = await openGfx();
    const select = within(section).getByLabelText('Item on GFX 2');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(8));
    expect(within(select).getAllByRole('option')[6]!.textContent).toBe('7. Item 7');
    // Reordering opens once the client (broadcast access) has loaded.
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(select, { target: { value: GFX[6]!.id } });
    await waitFor(() => expect(move.bodies).toEqual([{ gfxID: GFX[6]!.id, index: 2 }]));
  });

  it('disables reordering without broadcast access, with the reason', async () => {
    renderDashboard({
      records: { ...records(), [IDS.client]: { ...DASHBOARD_RECORDS[IDS.client], staff: [] } },
    });
    const section = await openGfx();
    const select = within(section).getByLabelText('Item on GFX 1');
    expect((select as HTMLSelectElement).disabled).toBe(true);
    expect(select.getAttribute('title')).toBe('You are not linked to this broadcast');
  });
});
