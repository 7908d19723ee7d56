import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { EVENT_SPRING } from '../../test/fixtures.js';
import { renderWithAuth } from '../auth/testing/render-with-auth.js';
import {
  blocks,
  CAPTAIN_A,
  CAPTAIN_B,
  MATCH,
  MATCH_PATH,
  reportRecord,
  reportRecords,
  REPORT_ID,
  STAFFER,
  TEAM_A,
} from './testing/report-test-records.js';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ON = blocks({
  score: { use: true, opponentApprove: true, staffApprove: true },
  rescheduling: { use: true, opponentApprove: true },
});

function open(
  path: string,
  user: typeof CAPTAIN_A | null,
  options: { readonly report?: boolean; readonly match?: Record<string, unknown> } = {},
) {
  return renderWithAuth(path, {
    user,
    records: reportRecords({
      blocks: ON,
      match: { reports: options.report ? [REPORT_ID] : [], ...options.match },
      extra: [{ ...TEAM_A, matches: [MATCH.id] }, ...(options.report ? [reportRecord({})] : [])],
    }),
    routes: { '/auth/login': () => ({ body: { user } }) },
  });
}

const texts = (testId: string) => screen.getAllByTestId(testId).map((e) => e.textContent);

describe('report labels per viewer (public-site §4 "Score report display", "Reschedule request display")', () => {
  it("a team page's match rows show a captain 'Available' for both, also in the row's name", async () => {
    open(`/team/${TEAM_A.id.slice(3)}/matches`, CAPTAIN_A);
    await waitFor(() => expect(texts('report-label-score')).toEqual(['Score: Available']));
    expect(texts('report-label-reschedule')).toEqual(['Reschedule: Available']);
    // the row's description is the labels
    const row = screen.getByTestId('match-row');
    const description = document.getElementById(row.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Score: AvailableReschedule: Available');
  });

  it('visitors see no labels', async () => {
    open(`/team/${TEAM_A.id.slice(3)}/matches`, null);
    expect(await screen.findByTestId('match-row')).toBeTruthy();
    expect(screen.queryByTestId('report-labels')).toBeNull();
    expect(screen.getByTestId('match-row').hasAttribute('aria-describedby')).toBe(false);
  });

  it.each([
    ['the submitting captain', 'Score: Submitted / Waiting', CAPTAIN_A],
    ['the opposing captain', 'Score: Needs approval', CAPTAIN_B],
    ['staff', 'Score: Pre-approve', STAFFER],
  ])('the match header shows %s the open report as "%s"', async (_, label, user) => {
    open(MATCH_PATH, user, { report: true });
    await waitFor(() => expect(texts('report-label-score')).toEqual([label]));
  });

  it('the event schedule rows show the label too; a complete match shows none', async () => {
    const view = open(`/event/${EVENT_SPRING.slice(3)}/schedule`, CAPTAIN_B, { report: true });
    await waitFor(() => expect(texts('report-label-score')).toEqual(['Score: Needs approval']));
    view.unmount();
    vi.unstubAllGlobals();
    open(MATCH_PATH, CAPTAIN_B, { report: true, match: { score_1: 2, score_2: 0 } });
    expect(await screen.findByTestId('match-header')).toBeTruthy();
    expect(screen.queryByTestId('report-labels')).toBeNull();
  });
});
