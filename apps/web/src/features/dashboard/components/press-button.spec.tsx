import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okAction, PRODUCER, renderDashboard } from '../testing/dashboard-fixtures.js';

afterEach(() => vi.unstubAllGlobals());

const mapWin = async () => {
  const button = await screen.findByTestId<HTMLButtonElement>('map-win-left');
  await waitFor(() => expect(button.getAttribute('data-reason')).toBeNull());
  return button;
};

describe('PressButton and the press runner (issue 16 item 6: honest controls)', () => {
  it('sends one action for a double press, and a new Idempotency-Key for the next press', async () => {
    const win = okAction();
    const view = renderDashboard({ actions: { 'multi-map-win': win } });
    const button = await mapWin();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Score set to 1-0')).toBeTruthy();
    expect(win.bodies).toHaveLength(1);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(win.bodies).toHaveLength(2));
    const keys = view.requests
      .filter((r) => r.url === '/actions/multi-map-win')
      .map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it("shows the server's refusal and keeps the control usable", async () => {
    const refused = () => ({
      status: 403,
      body: {
        error: true,
        errorMessage: "You don't have permission to edit this match",
        code: 'FORBIDDEN',
      },
    });
    renderDashboard({ actions: { 'multi-map-win': refused } });
    fireEvent.click(await mapWin());
    expect(await screen.findByText("You don't have permission to edit this match")).toBeTruthy();
    expect((await mapWin()).disabled).toBe(false);
  });

  it('is disabled with its reason for a user without match-edit rights', async () => {
    renderDashboard({
      user: { ...PRODUCER, airtableID: 'recPLAYEROTHERAAA' },
    });
    const button = await screen.findByTestId<HTMLButtonElement>('map-win-left');
    await waitFor(() => expect(button.getAttribute('data-reason')).not.toBeNull());
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('title')).toBe(button.getAttribute('data-reason'));
  });
});
