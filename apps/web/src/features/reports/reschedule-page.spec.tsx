import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@castline/domain';
import { renderWithAuth, type Route } from '../auth/testing/render-with-auth.js';
import {
  blocks,
  CAPTAIN_A,
  CAPTAIN_B,
  MATCH,
  MATCH_PATH,
  okAnswer,
  reportRecord,
  reportRecords,
  REPORT_ID,
  STAFFER,
} from './testing/report-test-records.js';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ZONE = 'America/New_York';
const START = '2027-03-01T18:00:00.000Z';
const EARLIEST = '2027-02-26T17:00:00.000Z';
const LATEST = '2027-03-05T03:00:00.000Z';
const SWITCHES = blocks({ rescheduling: { use: true, opponentApprove: true, staffApprove: true } });

function request(fields: Record<string, unknown> = {}) {
  return reportRecord({
    type: 'reschedule',
    data: { start: '2027-03-02T19:30:00.000Z', previous_start: START },
    log: [
      {
        at: Date.parse('2027-02-28T10:00:00Z'),
        actor: CAPTAIN_A.airtableID,
        team: MATCH.teams[0],
        staff: false,
        key: 'submitted_request',
        text: 'Requested a new match time.',
      },
    ],
    ...fields,
  });
}

function open(
  user: typeof CAPTAIN_A,
  options: {
    readonly report?: Record<string, unknown> | null;
    readonly match?: Record<string, unknown>;
    readonly routes?: Record<string, Route>;
  } = {},
) {
  const report = options.report ?? null;
  return renderWithAuth(`${MATCH_PATH}/rescheduling`, {
    user,
    records: reportRecords({
      blocks: SWITCHES,
      match: {
        earliest_start: EARLIEST,
        latest_start: LATEST,
        reports: report ? [REPORT_ID] : [],
        ...options.match,
      },
      extra: report ? [report as { id: string } & Record<string, unknown>] : [],
    }),
    routes: { '/auth/login': () => ({ body: { user } }), ...options.routes },
  });
}

const buttons = () =>
  within(screen.getByTestId('reschedule-buttons'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('/match/:id/rescheduling (public-site §4 "Reschedule request display", §6; RULES b.3, b.8)', () => {
  it('shows the current start and the allowed window in the event time zone, and edits in 5-minute steps', async () => {
    open(CAPTAIN_A);
    expect((await screen.findByTestId('reschedule-current-start')).textContent).toBe(
      `Current start: ${formatDate(START, ZONE)}`,
    );
    expect(screen.getByTestId('reschedule-window').textContent).toBe(
      `Earliest start: ${formatDate(EARLIEST, ZONE)}Latest start: ${formatDate(LATEST, ZONE)}`,
    );
    expect(screen.getByRole('heading', { name: 'Reschedule' })).toBeTruthy();
    const input = screen.getByTestId<HTMLInputElement>('reschedule-start');
    expect(input.type).toBe('datetime-local');
    expect(input.step).toBe('300');
    // 18:00Z is 13:00 in New York; the bounds are New York wall times too
    expect(input.value).toBe('2027-03-01T13:00');
    expect(input.min).toBe('2027-02-26T12:00');
    expect(input.max).toBe('2027-03-04T22:00');
    expect(screen.getByLabelText('New start (America/New_York)')).toBe(input);
    // the current start: nothing to send, and no error shown for it
    expect(screen.getByTestId('reschedule-submit').hasAttribute('disabled')).toBe(true);
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("refuses a start outside the window with the spec's text, then sends one inside it", async () => {
    const sent: unknown[] = [];
    open(CAPTAIN_A, {
      routes: {
        '/actions/submit-match-reschedule': (body) => {
          sent.push(body);
          return okAnswer('Reschedule request submitted');
        },
      },
    });
    const input = await screen.findByTestId<HTMLInputElement>('reschedule-start');
    fireEvent.change(input, { target: { value: '2027-03-10T13:00' } });
    expect(
      await screen.findByText(
        `This match must start between ${formatDate(EARLIEST, ZONE)} and ${formatDate(LATEST, ZONE)}`,
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('reschedule-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('reschedule-set-earliest'));
    expect(input.value).toBe('2027-02-26T12:00');
    fireEvent.change(input, { target: { value: '2027-03-02T14:30' } });
    await waitFor(() =>
      expect(screen.getByTestId('reschedule-submit').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('reschedule-submit'));
    expect(await screen.findByText('Reschedule request submitted')).toBeTruthy();
    // 14:30 in New York (EST) is 19:30Z
    expect(sent).toEqual([{ matchID: MATCH.id, start: '2027-03-02T19:30:00.000Z' }]);
  });

  it.each([
    ['the requesting captain', 'Reschedule: Submitted', CAPTAIN_A, ['Withdraw']],
    ['the opposing captain', 'Reschedule: Needs approval', CAPTAIN_B, ['Approve', 'Deny']],
    [
      'staff',
      'Reschedule: Pre-approve',
      STAFFER,
      ['Pre-approve', 'Force approve', 'Deny', 'Delete'],
    ],
  ])('AwaitingOpponent: %s sees "%s" and its buttons', async (_, label, user, expected) => {
    open(user, { report: request() });
    expect((await screen.findByTestId('reschedule-label')).textContent).toBe(label);
    expect(buttons()).toEqual(expected);
    expect(screen.getByTestId('reschedule-proposed').textContent).toBe(
      `Proposed start: ${formatDate('2027-03-02T19:30:00.000Z', ZONE)}`,
    );
    // an open request: no new one
    expect(screen.queryByTestId('reschedule-editor')).toBeNull();
  });

  it("says 'Schedule' for a match without a start; staff approve with the staff action", async () => {
    const calls: unknown[] = [];
    open(STAFFER, {
      match: { start: null },
      report: request({ state: 'AwaitingStaff', approved_by_opponent: true }),
      routes: {
        '/actions/staff-approve-match-reschedule': (body) => {
          calls.push(body);
          return okAnswer('Reschedule approved', 'Applied');
        },
      },
    });
    expect((await screen.findByTestId('reschedule-label')).textContent).toBe(
      'Schedule: Needs approval',
    );
    expect(screen.getByTestId('reschedule-current-start').textContent).toBe(
      'This match has no start time yet.',
    );
    fireEvent.click(screen.getByTestId('reschedule-staff-approve'));
    expect(await screen.findByText('Reschedule approved')).toBeTruthy();
    expect(calls).toEqual([{ matchID: MATCH.id, action: 'approve' }]);
  });

  it('a request denied by staff locks rescheduling: Denied, no editor, only staff may delete it', async () => {
    const view = open(CAPTAIN_A, {
      report: request({ state: 'DeniedByStaff', denied_by_staff: true }),
    });
    expect((await screen.findByTestId('reschedule-label')).textContent).toBe('Reschedule: Denied');
    expect(screen.getByTestId('reschedule-locked')).toBeTruthy();
    expect(screen.queryByTestId('reschedule-editor')).toBeNull();
    expect(screen.queryByTestId('reschedule-buttons')).toBeNull();
    view.unmount();
    vi.unstubAllGlobals();
    open(STAFFER, { report: request({ state: 'DeniedByStaff', denied_by_staff: true }) });
    await screen.findByTestId('reschedule-label');
    expect(buttons()).toEqual(['Delete']);
  });

  it("match editors announce the saved start: 'Reschedule message sent to Discord'", async () => {
    const calls: unknown[] = [];
    open(STAFFER, {
      routes: {
        '/actions/send-reschedule-message': (body) => {
          calls.push(body);
          return { body: { error: false, errorMessage: null, code: null, data: {} } };
        },
      },
    });
    fireEvent.click(await screen.findByTestId('reschedule-send-message'));
    expect(await screen.findByText('Reschedule message sent to Discord')).toBeTruthy();
    expect(calls).toEqual([{ matchID: MATCH.id, newTime: START }]);
  });

  it('team members cannot send the reschedule message', async () => {
    open(CAPTAIN_B);
    await screen.findByTestId('reschedule-editor');
    expect(screen.queryByTestId('reschedule-send-message')).toBeNull();
  });
});
