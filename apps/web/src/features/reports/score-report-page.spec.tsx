import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_REFUSALS } from '@castline/domain';
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
  scoreData,
  STAFFER,
  STRANGER,
  TEAM_A,
} from './testing/report-test-records.js';

configure({ asyncUtilTimeout: 5000 });
// Mantine's combobox scrolls the selected option into view; jsdom does not implement it.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

const APPROVALS = blocks({
  score: { use: true, opponentApprove: true, staffApprove: true, allowForfeits: true },
});

function open(
  user: typeof CAPTAIN_A,
  options: {
    readonly report?: Record<string, unknown> | null;
    readonly blocks?: string;
    readonly match?: Record<string, unknown>;
    readonly routes?: Record<string, Route>;
  } = {},
) {
  const report = options.report === undefined ? null : options.report;
  return renderWithAuth(`${MATCH_PATH}/score-reporting`, {
    user,
    records: reportRecords({
      blocks: options.blocks ?? APPROVALS,
      match: { reports: report ? [REPORT_ID] : [], ...options.match },
      extra: report ? [reportRecord(report)] : [],
    }),
    routes: { '/auth/login': () => ({ body: { user } }), ...options.routes },
  });
}

/** Opens a Mantine select and answers its options (the listbox the input controls). */
async function openOptions(testId: string): Promise<HTMLElement[]> {
  const input = screen.getByTestId(testId);
  fireEvent.click(input);
  let options: HTMLElement[] = [];
  await waitFor(() => {
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error(`${testId} controls no listbox`);
    options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.length).toBeGreaterThan(0);
  });
  return options;
}

const buttonTexts = (prefix: string) =>
  within(screen.getByTestId(`${prefix}-buttons`))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('/match/:id/score-reporting (public-site §4, §6; RULES b.2, b.8)', () => {
  it.each([
    ['the submitting captain', 'Submitted / Waiting', CAPTAIN_A, null],
    ['the opposing captain', 'Needs approval', CAPTAIN_B, ['Approve', 'Counter']],
    ['staff', 'Pre-approve', STAFFER, ['Pre-approve', 'Force approve', 'Deny', 'Delete']],
  ])(
    'AwaitingOpponent: %s sees "%s" and exactly the buttons the machine allows',
    async (_, label, user, buttons) => {
      open(user, { report: {} });
      expect((await screen.findByTestId('score-report-label')).textContent).toBe(label);
      if (buttons) expect(buttonTexts('score-report')).toEqual(buttons);
      else expect(screen.queryByTestId('score-report-buttons')).toBeNull();
      expect(screen.getByTestId('score-report-proposed').textContent).toContain(
        'Night Owls 2 – 1 Red Foxes',
      );
    },
  );

  it('AwaitingStaff: teams wait (titled "Waiting for staff approval"), staff may approve', async () => {
    const view = open(CAPTAIN_A, {
      report: { state: 'AwaitingStaff', approved_by_opponent: true },
    });
    const label = await screen.findByTestId('score-report-label');
    expect(label.textContent).toBe('Submitted / Waiting');
    expect(label.getAttribute('title')).toBe('Waiting for staff approval');
    view.unmount();
    vi.unstubAllGlobals();
    open(STAFFER, { report: { state: 'AwaitingStaff', approved_by_opponent: true } });
    expect((await screen.findByTestId('score-report-label')).textContent).toBe('Needs approval');
    expect(buttonTexts('score-report')).toEqual(['Approve', 'Force approve', 'Deny', 'Delete']);
  });

  it('Countered: the submitting team accepts or rejects; staff see the diff and may force the counter', async () => {
    const countered = {
      state: 'Countered',
      countered_by_opponent: true,
      countered_data: scoreData([
        [2, 0],
        [1, 2],
        [2, 3],
      ]),
    };
    const view = open(CAPTAIN_A, { report: countered });
    expect((await screen.findByTestId('score-report-label')).textContent).toBe('Needs approval');
    expect(buttonTexts('score-report')).toEqual(['Accept counter', 'Reject counter']);
    view.unmount();
    vi.unstubAllGlobals();
    open(STAFFER, { report: countered });
    expect((await screen.findByTestId('score-report-label')).textContent).toBe('Needs opponent');
    expect(buttonTexts('score-report')).toEqual([
      'Force approve',
      'Force approve counter',
      'Deny',
      'Delete',
    ]);
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('report-diff-row')
          .map((row) => [...row.children].map((cell) => cell.textContent)),
      ).toEqual([
        ['Match: Night Owls score', '2', '1'],
        ['Match: Red Foxes score', '1', '2'],
        ['Map 3: Winner', 'Night Owls', 'Red Foxes'],
        ['Map 3: Night Owls map score', '3', '2'],
        ['Map 3: Red Foxes map score', '2', '3'],
      ]),
    );
  });

  it('submits a new report: map scores set the winners and the match score; confirm "Reporting Score" → Submit for approval', async () => {
    const submitted: unknown[] = [];
    open(CAPTAIN_A, {
      routes: {
        '/actions/submit-score-report': (body) => {
          submitted.push(body);
          return okAnswer('Score report submitted');
        },
      },
    });
    expect(await screen.findByTestId('score-editor')).toBeTruthy();
    // first_to 2, nothing decided: 3 rows (first_to + 1)
    expect(screen.getAllByTestId('editor-map')).toHaveLength(3);
    const score = (map: number, side: number, value: string) =>
      fireEvent.change(screen.getByTestId(`editor-map-${map}-score-${side}`), {
        target: { value },
      });
    score(1, 1, '2');
    score(1, 2, '0');
    score(2, 1, '3');
    score(2, 2, '1');
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('editor-score-1').value).toBe('2'),
    );
    expect(screen.getByTestId<HTMLInputElement>('editor-map-1-winner').value).toBe('Night Owls');
    // decided: the third row is no longer needed
    expect(screen.getAllByTestId('editor-map')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('editor-review'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reporting Score')).toBeTruthy();
    expect(within(dialog).getByTestId('report-summary-score').textContent).toBe(
      'Night Owls 2 – 0 Red Foxes',
    );
    expect(within(dialog).queryByTestId('score-confirm-no-changes')).toBeNull();
    const submit = within(dialog).getByTestId('score-confirm-submit');
    expect(submit.textContent).toBe('Submit for approval');
    fireEvent.click(submit);
    expect(await screen.findByText('Score report submitted')).toBeTruthy();
    expect(submitted).toEqual([
      {
        matchID: MATCH.id,
        action: 'submit',
        reportData: {
          mapData: [
            expect.objectContaining({ winner: TEAM_A.id, score_1: 2, score_2: 0 }),
            expect.objectContaining({ winner: TEAM_A.id, score_1: 3, score_2: 1 }),
          ],
          matchData: { score_1: 2, score_2: 0, forfeit: false },
        },
      },
    ]);
  });

  it("labels the confirm button 'Submit match data' when the event needs no approval, and offers no forfeit unless allowed", async () => {
    open(CAPTAIN_A, { blocks: blocks({ score: { use: true } }) });
    expect(await screen.findByTestId('score-editor')).toBeTruthy();
    expect(screen.queryByTestId('editor-forfeit')).toBeNull();
    expect(screen.queryByTestId('editor-map-1-team_1_picks')).toBeNull();
    expect(screen.queryByTestId('editor-map-1-banner')).toBeNull();
    fireEvent.click(screen.getByTestId('editor-review'));
    expect((await screen.findByTestId('score-confirm-submit')).textContent).toBe(
      'Submit match data',
    );
  });

  it("offers the event's map pool, and a draw only on maps whose mode can end level", async () => {
    open(CAPTAIN_A);
    expect(await screen.findByTestId('score-editor')).toBeTruthy();
    const maps = await openOptions('editor-map-1-map');
    expect(maps.map((o) => o.textContent)).toEqual(['Busan', 'Ilios', "King's Row"]);
    fireEvent.click(maps[0]!);
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('editor-map-1-map').value).toBe('Busan'),
    );
    // Busan is Control: no draw
    expect((await openOptions('editor-map-1-winner')).map((o) => o.textContent)).toEqual([
      'Night Owls',
      'Red Foxes',
    ]);
    fireEvent.click((await openOptions('editor-map-2-map'))[2]!);
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('editor-map-2-map').value).toBe("King's Row"),
    );
    // King's Row is Hybrid: a draw is possible in Overwatch
    expect((await openOptions('editor-map-2-winner')).map((o) => o.textContent)).toEqual([
      'Night Owls',
      'Red Foxes',
      'Draw',
    ]);
  });

  it('shows hero picks and bans and map bans only where the event shows them; a forfeit takes a reason', async () => {
    open(CAPTAIN_A, {
      blocks: blocks({
        score: { use: true, allowForfeits: true, showHeroPicks: true, showMapBans: true },
      }),
    });
    expect(await screen.findByTestId('score-editor')).toBeTruthy();
    expect(screen.getByTestId('editor-map-1-team_1_picks')).toBeTruthy();
    expect(screen.queryByTestId('editor-map-1-team_1_bans')).toBeNull();
    expect(screen.getByTestId('editor-map-1-banner')).toBeTruthy();
    expect(screen.queryByTestId('editor-forfeit-reason')).toBeNull();
    fireEvent.click(screen.getByTestId('editor-forfeit'));
    expect(screen.getByTestId('editor-forfeit-reason')).toBeTruthy();
  });

  it("counter: the proposed report loads; unchanged, the confirm shows the no-differences alert and can't be sent", async () => {
    open(CAPTAIN_B, { report: {} });
    fireEvent.click(await screen.findByTestId('score-report-counter'));
    expect(await screen.findByTestId('score-editor')).toBeTruthy();
    expect(screen.getByText('Counter the report')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('editor-map-3-score-1').value).toBe('3');
    fireEvent.click(screen.getByTestId('editor-review'));
    const alert = await screen.findByTestId('score-confirm-no-changes');
    expect(alert.textContent).toBe(
      'There are no differences to the initial report. You can approve the initial report by cancelling the counter edit.',
    );
    expect(alert.textContent).toBe(REPORT_REFUSALS['counter-unchanged'].text);
    expect(screen.getByTestId('score-confirm-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // a different map 3 result: now it differs
    fireEvent.change(screen.getByTestId('editor-map-3-score-1'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('editor-review'));
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('score-confirm-no-changes')).toBeNull();
    expect(screen.getByTestId('score-confirm-submit').hasAttribute('disabled')).toBe(false);
  });

  it('presses a team button with its action and shows a refusal from the server readably', async () => {
    const calls: unknown[] = [];
    open(CAPTAIN_B, {
      report: {},
      routes: {
        '/actions/approve-score-report': (body) => {
          calls.push(body);
          return {
            status: 409,
            body: {
              error: true,
              errorMessage: 'This is not possible in the current state of the request',
              code: 'CONFLICT',
              data: null,
            },
          };
        },
      },
    });
    fireEvent.click(await screen.findByTestId('score-report-approve'));
    expect((await screen.findByTestId('score-report-error')).textContent).toBe(
      'This is not possible in the current state of the request',
    );
    expect(calls).toEqual([{ matchID: MATCH.id, action: 'approve' }]);
  });

  it('staff buttons call staff-approve-score-report; the history reads as sentences with time and actor', async () => {
    const calls: unknown[] = [];
    open(STAFFER, {
      report: { state: 'AwaitingStaff', approved_by_opponent: true },
      routes: {
        '/actions/staff-approve-score-report': (body) => {
          calls.push(body);
          return okAnswer('Score report approved', 'Applied');
        },
      },
    });
    fireEvent.click(await screen.findByTestId('score-report-staff-force-approve'));
    expect(await screen.findByText('Score report approved')).toBeTruthy();
    expect(calls).toEqual([{ matchID: MATCH.id, action: 'force-approve' }]);
    const entry = await screen.findByTestId('report-log-entry');
    expect(entry.textContent).toContain('Submitted a score report.');
    await waitFor(() => expect(entry.textContent).toContain('Ada, Night Owls'));
    expect(entry.textContent).toContain('2027');
  });

  it('a complete match takes no report but still shows the history', async () => {
    open(CAPTAIN_A, { report: { state: 'Applied', approved: true }, match: { score_1: 2 } });
    expect(await screen.findByText('Score reporting is not open for this match.')).toBeTruthy();
    expect(screen.queryByTestId('score-editor')).toBeNull();
    expect(await screen.findByTestId('report-log-entry')).toBeTruthy();
  });

  it('refuses viewers who are neither on a team nor staff', async () => {
    open(STRANGER, { report: {} });
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
    expect(screen.queryByTestId('score-editor')).toBeNull();
  });

  it('updates live: a counter arriving over the socket changes the label', async () => {
    const view = open(CAPTAIN_A, { report: {} });
    expect((await screen.findByTestId('score-report-label')).textContent).toBe(
      'Submitted / Waiting',
    );
    view.socket.fire(
      'data_update',
      REPORT_ID,
      reportRecord({
        state: 'Countered',
        countered_by_opponent: true,
        countered_data: scoreData(),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('score-report-label').textContent).toBe('Needs approval'),
    );
  });
});
