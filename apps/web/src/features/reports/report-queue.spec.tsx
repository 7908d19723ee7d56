import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DERIVED } from '@castline/contracts';
import { EVENT_SPRING } from '../../test/fixtures.js';
import { renderWithAuth, type Route } from '../auth/testing/render-with-auth.js';
import {
  blocks,
  CAPTAIN_A,
  MATCH,
  okAnswer,
  reportRecord,
  reportRecords,
  REPORT_ID,
  scoreData,
  STAFFER,
  TEAM_B,
} from './testing/report-test-records.js';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUEUE_ID = DERIVED.eventReports(EVENT_SPRING);
const SECOND = { ...MATCH, id: 'recMATCH000000002', reports: ['recREPORTRESCHEDA'] };
const RESCHEDULE = reportRecord({
  id: 'recREPORTRESCHEDA',
  type: 'reschedule',
  state: 'AwaitingStaff',
  match: [SECOND.id],
  team: [TEAM_B.id],
  approved_by_opponent: true,
  data: { start: '2027-03-02T19:30:00.000Z', previous_start: MATCH.start },
});
const COUNTERED = reportRecord({
  state: 'Countered',
  countered_by_opponent: true,
  countered_data: scoreData([
    [2, 0],
    [0, 2],
    [1, 2],
  ]),
});

function queue(open: { report: string; match: string; type: string; since: number }[]) {
  return { id: QUEUE_ID, __kind: 'derived', event: [EVENT_SPRING], open };
}

const ENTRIES = [
  // out of order on purpose: the page lists the oldest first
  {
    report: RESCHEDULE.id,
    match: SECOND.id,
    type: 'reschedule',
    state: 'AwaitingStaff',
    since: 2000,
  },
  { report: REPORT_ID, match: MATCH.id, type: 'score', state: 'Countered', since: 1000 },
];

function open(user: typeof STAFFER, routes: Record<string, Route> = {}) {
  return renderWithAuth(`/event/${EVENT_SPRING.slice(3)}/reports`, {
    user,
    records: reportRecords({
      blocks: blocks({
        score: { use: true, opponentApprove: true, staffApprove: true },
        rescheduling: { use: true, opponentApprove: true, staffApprove: true },
      }),
      match: { reports: [REPORT_ID] },
      extra: [SECOND, COUNTERED, RESCHEDULE, queue(ENTRIES)],
    }),
    routes: { '/auth/login': () => ({ body: { user } }), ...routes },
  });
}

describe('the staff queue /event/:id/reports (issue 18 item 4)', () => {
  it('lists every open report and request oldest first, with its staff label, the diff and the staff buttons', async () => {
    open(STAFFER);
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('queue-item');
    expect(first!.getAttribute('data-report-id')).toBe(REPORT_ID);
    expect(within(first!).getByTestId('queue-item-label').textContent).toBe('Needs opponent');
    expect(
      within(first!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Force approve', 'Force approve counter', 'Deny', 'Delete']);
    await waitFor(() =>
      expect(
        within(first!)
          .getAllByTestId('report-diff-row')
          .map((row) => row.firstElementChild?.textContent),
      ).toEqual([
        'Match: Night Owls score',
        'Match: Red Foxes score',
        'Map 2: Night Owls map score',
        'Map 3: Winner',
        'Map 3: Night Owls map score',
      ]),
    );
    expect(within(second!).getByTestId('queue-item-label').textContent).toBe('Needs approval');
    expect(
      within(second!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Force approve', 'Deny', 'Delete']);
    expect(within(second!).getByTestId('queue-item-start').textContent).toContain('2027');
    expect(within(second!).getByTestId('queue-item-match').getAttribute('href')).toBe(
      `/match/${SECOND.id.slice(3)}/rescheduling`,
    );
  });

  it('approves or denies in one click with the staff action, and follows the queue live', async () => {
    const calls: [string, unknown][] = [];
    const view = open(STAFFER, {
      '/actions/staff-approve-match-reschedule': (body) => {
        calls.push(['reschedule', body]);
        return okAnswer('Reschedule approved', 'Applied');
      },
      '/actions/staff-approve-score-report': (body) => {
        calls.push(['score', body]);
        return okAnswer('Score report denied', 'Denied');
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('queue-staff-approve'));
    expect(await screen.findByText('Reschedule approved')).toBeTruthy();
    fireEvent.click(within(screen.getAllByTestId('queue-item')[0]!).getByText('Deny'));
    expect(await screen.findByText('Score report denied')).toBeTruthy();
    expect(calls).toEqual([
      ['reschedule', { matchID: SECOND.id, action: 'approve' }],
      ['score', { matchID: MATCH.id, action: 'deny' }],
    ]);
    act(() => view.socket.fire('data_update', QUEUE_ID, queue([ENTRIES[1]!])));
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(1));
    act(() => view.socket.fire('data_update', QUEUE_ID, queue([])));
    expect(await screen.findByTestId('queue-empty')).toBeTruthy();
  });

  it('shows the Reports tab to staff only, and tells others the queue is for staff', async () => {
    const view = open(STAFFER);
    expect(await screen.findByRole('link', { name: 'Reports' })).toBeTruthy();
    view.unmount();
    vi.unstubAllGlobals();
    open(CAPTAIN_A);
    expect(await screen.findByTestId('event-reports-denied')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
  });
});
