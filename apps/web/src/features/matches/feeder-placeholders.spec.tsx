import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.js';
import { byId, event, team } from '../../test/fixtures.js';

// Lazy route chunks and chained record loads (a match, its brackets, their matches and teams) take a while.
configure({ asyncUtilTimeout: 6000 });

/**
 * Feeder placeholders on every surface that shows a match's sides (public-site §4, RULES c.5, issue 12 item 3):
 * the schedule, the event overview, the home page's upcoming matches, team and player match lists, the match
 * header and the bracket card all show the text of the one shared rule, getMatchSides.
 */

const SPRING = 'recEVENTSPRINGAAA';
const BRACKET = 'recBRACKETAAAAAAA';
const PLAYER = 'recPLAYERVEXAAAAA';
const teams = [1, 2, 3, 4].map((n) => ({ ...team(n), matches: [] as string[], event: [SPRING] }));
const T = (n: number) => teams[n - 1]!.id;
const matchId = (n: number) => `recMATCH${String(n).padStart(9, '0')}`;

function match(n: number, fields: Record<string, unknown> = {}) {
  return {
    id: matchId(n),
    __kind: 'match',
    teams: [],
    event: [SPRING],
    brackets: [BRACKET],
    start: `2026-11-2${n}T18:00:00.000Z`,
    score_1: 0,
    score_2: 0,
    first_to: 3,
    custom_name: null,
    special_event: false,
    placeholder_teams: null,
    placeholder_right: false,
    match_number: n,
    round: `Round ${n}`,
    live: false,
    maps: [],
    ...fields,
  };
}

// 1 and 2 are the semifinals; the final (3) takes both winners, the third-place match (4) the loser of 2.
const LAYOUT = {
  brackets: [
    {
      name: 'Playoffs',
      columns: [
        { header: 'Semifinals', games: [1, 2] },
        { header: 'Final', games: [3, 4] },
      ],
    },
  ],
  connections: {
    '1': { win: '3.1' },
    '2': { win: '3.2', lose: '4.1' },
    '3': { win: 'champion' },
  },
};

const matches = [
  match(1, { teams: [T(1), T(2)], score_1: 3, score_2: 1 }),
  match(2, { teams: [T(3), T(4)], live: true, score_1: 1, score_2: 2 }),
  // Team 1 has won semifinal 1 (slot 1); slot 2 waits for the winner of semifinal 2.
  match(3, { teams: [T(1)], placeholder_right: true }),
  // No team yet: slot 1 waits for the loser of 2; nothing feeds slot 2.
  match(4),
];
teams[0]!.matches = [matchId(1), matchId(3)];

const records = byId(
  event(SPRING, 'Spring Cup', {
    teams: teams.map((t) => t.id),
    matches: matches.map((m) => m.id),
    brackets: [BRACKET],
  }),
  ...teams,
  ...matches,
  {
    id: BRACKET,
    __kind: 'bracket',
    name: 'Playoffs',
    hide_bracket: false,
    ordered_matches: matches.map((m) => m.id),
    bracket_layout: JSON.stringify(LAYOUT),
    show_times: true,
    show_broadcasts: true,
  } as { id: string },
  { id: 'special:upcoming-matches', __kind: 'derived', matches: [matchId(3), matchId(4)] } as {
    id: string;
  },
  {
    id: PLAYER,
    __kind: 'player',
    name: 'Vexshot',
    member_of: [T(1)],
    captain_of: [],
    accolades: [],
    news: [],
  } as { id: string },
);

const WINNER_OF_2 = 'Winner of T3 vs T4';
const LOSER_OF_2 = 'Loser of T3 vs T4';

/** The text of each side in a row. */
const sides = (row: HTMLElement, testId: string) =>
  within(row)
    .getAllByTestId(testId)
    .map((side) => side.textContent?.trim());

describe('feeder placeholders on every surface (public-site §4, RULES c.5)', () => {
  it('schedule rows', async () => {
    renderApp('/event/EVENTSPRINGAAA/schedule', { records });
    const row = (n: number) =>
      screen
        .getAllByTestId('schedule-match')
        .find((r) => r.getAttribute('data-match-id') === matchId(n))!;
    await waitFor(() => expect(sides(row(3), 'schedule-team')).toEqual(['Team 1', WINNER_OF_2]));
    await waitFor(() => expect(sides(row(4), 'schedule-team')).toEqual([LOSER_OF_2, 'TBD']));
    expect(row(3).getAttribute('aria-label')).toContain(`Team 1 vs ${WINNER_OF_2}`);
  });

  it('the event overview', async () => {
    renderApp('/event/EVENTSPRINGAAA', { records });
    await waitFor(() => {
      const row = screen
        .getAllByTestId('schedule-match')
        .find((r) => r.getAttribute('data-match-id') === matchId(3))!;
      expect(sides(row, 'schedule-team')).toEqual(['Team 1', WINNER_OF_2]);
    });
  });

  it("the home page's upcoming matches", async () => {
    renderApp('/', { records });
    await waitFor(() => expect(screen.getAllByTestId('upcoming-match')).toHaveLength(2));
    const [final, third] = screen.getAllByTestId('upcoming-match');
    await waitFor(() =>
      expect(sides(final!, 'upcoming-match-team-name')).toEqual(['Team 1', WINNER_OF_2]),
    );
    expect(sides(third!, 'upcoming-match-team-name')).toEqual([LOSER_OF_2, 'TBD']);
  });

  it('the bracket card', async () => {
    renderApp('/event/EVENTSPRINGAAA/bracket', { records });
    const card = (n: number) =>
      screen
        .getAllByTestId('bracket-card')
        .find((c) => c.getAttribute('data-match-number') === String(n))!;
    await waitFor(() => expect(sides(card(3), 'bracket-team')).toEqual(['Team 1', WINNER_OF_2]));
    expect(sides(card(4), 'bracket-team')).toEqual([LOSER_OF_2, 'TBD']);
  });

  it('the match header and the match name', async () => {
    renderApp('/match/MATCH000000003', { records });
    await waitFor(() => expect(screen.getByTestId('match-team-2').textContent).toBe(WINNER_OF_2));
    expect(screen.getByTestId('match-team-1').textContent).toBe('Team 1');
    expect(screen.getByTestId('match-name').textContent).toBe(`Team 1 vs ${WINNER_OF_2}`);
    await waitFor(() => expect(document.title).toContain(`Team 1 vs ${WINNER_OF_2}`));
  });

  it('a match without teams names both sides in its header', async () => {
    renderApp('/match/MATCH000000004', { records });
    await waitFor(() => expect(screen.getByTestId('match-team-1').textContent).toBe(LOSER_OF_2));
    expect(screen.getByTestId('match-team-2').textContent).toBe('TBD');
    expect(screen.getByTestId('match-name').textContent).toBe(`${LOSER_OF_2} vs TBD`);
  });

  it("a team's matches", async () => {
    renderApp('/team/TEAM0000000001/matches', { records });
    const upcoming = await screen.findByTestId('team-upcoming');
    await waitFor(() =>
      expect(sides(within(upcoming).getByTestId('match-row'), 'match-row-team')).toEqual([
        'Team 1',
        WINNER_OF_2,
      ]),
    );
  });

  it("a player's played matches", async () => {
    renderApp('/player/PLAYERVEXAAAAA/played-matches', { records });
    await waitFor(() => {
      const row = screen
        .getAllByTestId('match-row')
        .find((r) => r.getAttribute('data-match-id') === matchId(3))!;
      expect(sides(row, 'match-row-team')).toEqual(['Team 1', WINNER_OF_2]);
    });
  });
});
