import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBracketPreset, type BracketPresetId } from '@castline/brackets';
import {
  ALPHA,
  DASHBOARD_RECORDS,
  EVENT,
  IDS,
  MATCH,
  okAction,
  PRODUCER,
  renderDashboard,
} from '../testing/dashboard-fixtures.js';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import { getBracketModuleTitle } from './get-bracket-module-title.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BRACKET = 'recBRACKETPLAYOFF';
const OTHER_BRACKET = 'recBRACKETSECOND1';
const CHARLIE = { ...ALPHA, id: 'recTEAMCHARLIE001', name: 'Charlie', code: 'CHA' };
const DELTA = { ...ALPHA, id: 'recTEAMDELTA00001', name: 'Delta', code: 'DEL' };
const matchId = (n: number) =>
  n === 1 ? IDS.match : `recMATCHBRACKET${String(n).padStart(2, '0')}`;

/**
 * A bracket of the preset whose match 1 is the live match (Alpha vs Bravo); `matches` adds other matches' records
 * by number (the others are unknown ids: empty, undecided).
 */
function bracketRecords(
  options: {
    preset?: BracketPresetId;
    count?: number;
    matches?: Record<number, Record<string, unknown>>;
    bracket?: Record<string, unknown>;
    liveBrackets?: string[];
    extra?: Record<string, Record<string, unknown>>;
  } = {},
) {
  const count = options.count ?? 14;
  const records: Record<string, Record<string, unknown>> = {
    ...DASHBOARD_RECORDS,
    [IDS.match]: { ...MATCH, brackets: options.liveBrackets ?? [BRACKET], match_number: 1 },
    [BRACKET]: {
      id: BRACKET,
      __kind: 'bracket',
      name: 'Playoffs',
      key: 'playoffs',
      bracket_layout: JSON.stringify(
        createBracketPreset(options.preset ?? 'double-elimination-8').layout,
      ),
      ordered_matches: Array.from({ length: count }, (_, i) => matchId(i + 1)),
      events: [IDS.event],
      hide_implications: false,
      show_times: false,
      show_broadcasts: false,
      ...options.bracket,
    },
    [CHARLIE.id]: CHARLIE,
    [DELTA.id]: DELTA,
    ...options.extra,
  };
  for (const [n, fields] of Object.entries(options.matches ?? {})) {
    const id = matchId(Number(n));
    records[id] = {
      id,
      __kind: 'match',
      first_to: 2,
      score_1: 0,
      score_2: 0,
      teams: [],
      match_number: Number(n),
      ...fields,
    };
  }
  return records;
}

async function moduleSection(title: string) {
  return waitFor(() => {
    const found = screen
      .getAllByTestId('dashboard-module')
      .find((m) => m.getAttribute('data-module') === title);
    expect(found).toBeTruthy();
    return found!;
  });
}

async function openImplications() {
  const section = await moduleSection('Bracket Implications');
  fireEvent.click(within(section).getByTestId('dashboard-module-toggle'));
  await within(section).findAllByTestId('implications-outcome');
  return section;
}

const outcome = (section: HTMLElement, side: 'winner' | 'loser') =>
  section.querySelector<HTMLElement>(`[data-testid="implications-outcome"][data-side="${side}"]`)!;
const texts = (card: HTMLElement) => [
  within(card).getByTestId('implications-text').textContent,
  within(card).queryByTestId('implications-opponent')?.textContent ?? null,
];

describe('Bracket Implications module (broadcast spec §2, RULES c.10)', () => {
  it("shows the Winner 'advances to' and the Loser 'drops to', facing the winner / loser of the feeder", async () => {
    renderDashboard({ records: bracketRecords() });
    const section = await openImplications();
    expect(within(section).getByRole('heading', { name: 'Playoffs · Match 1' })).toBeTruthy();
    expect(texts(outcome(section, 'winner'))).toEqual([
      'advances to Match 7',
      'Faces winner of Match 2',
    ]);
    expect(texts(outcome(section, 'loser'))).toEqual([
      'drops to Match 5',
      'Faces loser of Match 2',
    ]);
  });

  it("names the opponent ('faces {team}') once the feeder is decided, and a full target match", async () => {
    renderDashboard({
      records: bracketRecords({
        matches: {
          2: { teams: [CHARLIE.id, DELTA.id], score_1: 2, score_2: 1 },
          5: { teams: [CHARLIE.id, DELTA.id] },
        },
      }),
    });
    const section = await openImplications();
    await waitFor(() =>
      expect(texts(outcome(section, 'winner'))).toEqual(['advances to Match 7', 'faces Charlie']),
    );
    expect(texts(outcome(section, 'loser'))).toEqual([
      'drops to Match 5',
      'Match already has the teams Charlie vs Delta',
    ]);
  });

  it('shows a question-mark box for a team still to be decided, and the rank of an elimination', async () => {
    renderDashboard({ records: bracketRecords({ preset: 'single-elimination-12', count: 11 }) });
    const section = await openImplications();
    const winner = outcome(section, 'winner');
    expect(within(winner).getByTestId('implications-text').textContent).toBe('advances to Match 5');
    const box = within(winner).getByRole('img', { name: 'A team still to be decided' });
    expect(box.textContent).toBe('?');
    expect(within(winner).getByTestId('implications-opponent').textContent).toBe('faces ?');
    expect(texts(outcome(section, 'loser'))).toEqual(['Eliminated #9-12', null]);
  });

  it('shows Champion and Eliminated with the final ranks for a grand final', async () => {
    const layout = createBracketPreset('double-elimination-8').layout;
    renderDashboard({
      records: bracketRecords({
        bracket: {
          // The live match is match 14 (the grand final) here.
          ordered_matches: Array.from({ length: 14 }, (_, i) =>
            i === 13 ? IDS.match : `recMATCHBRACKET${String(i + 1).padStart(2, '0')}`,
          ),
          bracket_layout: JSON.stringify(layout),
        },
      }),
    });
    const section = await openImplications();
    await waitFor(() => expect(texts(outcome(section, 'winner'))).toEqual(['Champion #1', null]));
    expect(texts(outcome(section, 'loser'))).toEqual(['Eliminated #2', null]);
  });

  it('resolves the bracket and shows the resolver message as a success toast', async () => {
    const resolve = okAction({
      hasError: false,
      message: '1 match(es) updated, 0 slot(s) corrected, 0 conflict(s), 0 team(s) ranked',
    });
    const success = vi.spyOn(siteNotifier, 'success');
    renderDashboard({ records: bracketRecords(), actions: { 'resolve-entire-bracket': resolve } });
    const section = await openImplications();
    const button = within(section).getByTestId('implications-resolve');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText(
        '1 match(es) updated, 0 slot(s) corrected, 0 conflict(s), 0 team(s) ranked',
      ),
    ).toBeTruthy();
    expect(success).toHaveBeenCalledTimes(1);
    expect(resolve.bodies).toEqual([{ bracketID: BRACKET }]);
  });

  it('shows the resolver message as an error toast when hasError', async () => {
    const resolve = okAction({
      hasError: true,
      message: 'Match 7 already has a result with Alpha; fix it by hand',
    });
    const error = vi.spyOn(siteNotifier, 'error');
    const success = vi.spyOn(siteNotifier, 'success');
    renderDashboard({ records: bracketRecords(), actions: { 'resolve-entire-bracket': resolve } });
    const section = await openImplications();
    const button = within(section).getByTestId('implications-resolve');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText('Match 7 already has a result with Alpha; fix it by hand'),
    ).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Match 7 already has a result with Alpha; fix it by hand');
    expect(success).not.toHaveBeenCalled();
  });

  it("disables Resolve with 'You don't have permission to resolve brackets' without the rights", async () => {
    renderDashboard({
      records: bracketRecords({
        extra: { [IDS.event]: { ...EVENT, staff: [] } },
      }),
    });
    const section = await openImplications();
    // Once every record has arrived (the bracket's event, its staff), it is still disabled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const button = within(section).getByTestId('implications-resolve');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('data-reason')).toBe(
      "You don't have permission to resolve brackets",
    );
    expect(button.getAttribute('title')).toBe("You don't have permission to resolve brackets");
  });

  it("enables Resolve for a 'Match Editor' relationship on one of the bracket's matches", async () => {
    const REL = 'recRELATIONSHIP01';
    renderDashboard({
      records: bracketRecords({
        matches: { 3: { player_relationships: [REL] } },
        extra: {
          [IDS.event]: { ...EVENT, staff: [] },
          [REL]: {
            id: REL,
            __kind: 'player_relationship',
            player: [PRODUCER.airtableID],
            permissions: ['Match Editor'],
            matches: [matchId(3)],
            events: [],
          },
        },
      }),
    });
    const section = await openImplications();
    const button = within(section).getByTestId('implications-resolve');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('hides a bracket with hide_implications (and the module when every bracket hides them)', async () => {
    renderDashboard({ records: bracketRecords({ bracket: { hide_implications: true } }) });
    const bracket = await moduleSection('Bracket');
    fireEvent.click(within(bracket).getByTestId('dashboard-module-toggle'));
    // The bracket has loaded (drawn in the Bracket module): the implications stay hidden.
    await within(bracket).findByTestId('bracket-view', {}, { timeout: 8000 });
    expect(
      screen
        .getAllByTestId('dashboard-module')
        .find((m) => m.getAttribute('data-module') === 'Bracket Implications'),
    ).toBeUndefined();
  });
});

describe('Bracket / Brackets module (OVERLAYS §4)', () => {
  it.each([
    [0, 'Bracket'],
    [1, 'Bracket'],
    [2, 'Brackets'],
    [3, 'Brackets'],
  ])('%i bracket(s) → %s', (count, title) => {
    expect(getBracketModuleTitle(count)).toBe(title);
  });

  it("is titled 'Bracket' for one bracket and draws it at 0.75 scale, the live match marked LIVE without a focus", async () => {
    renderDashboard({ records: bracketRecords() });
    const section = await moduleSection('Bracket');
    fireEvent.click(within(section).getByTestId('dashboard-module-toggle'));
    const view = await within(section).findByTestId('bracket-view', {}, { timeout: 8000 });
    expect(view.getAttribute('data-font-size')).toBe('12');
    expect(view.getAttribute('data-focus')).toBe('none');
    expect(within(section).getByRole('region', { name: 'Playoffs bracket' })).toBeTruthy();
  });

  it("is titled 'Brackets' when the live match is in several", async () => {
    renderDashboard({
      records: bracketRecords({
        liveBrackets: [BRACKET, OTHER_BRACKET],
        extra: {
          [OTHER_BRACKET]: {
            id: OTHER_BRACKET,
            __kind: 'bracket',
            name: 'Seeding',
            bracket_layout: JSON.stringify(createBracketPreset('double-elimination-4-gsl').layout),
            ordered_matches: [IDS.match],
            events: [IDS.event],
            hide_implications: true,
          },
        },
      }),
    });
    const section = await moduleSection('Brackets');
    fireEvent.click(within(section).getByTestId('dashboard-module-toggle'));
    await waitFor(
      () => expect(within(section).getAllByTestId('dashboard-bracket')).toHaveLength(2),
      { timeout: 8000 },
    );
    // The implications show the bracket without hide_implications only.
    const implications = await openImplications();
    expect(within(implications).getAllByTestId('implications-bracket')).toHaveLength(1);
  });
});
