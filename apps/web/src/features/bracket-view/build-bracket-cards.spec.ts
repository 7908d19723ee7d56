import { describe, expect, it } from 'vitest';
import { buildBracketCards, type BracketCardMatch } from './build-bracket-cards.js';
import { DOUBLE_ELIMINATION_8 } from './test-layouts.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0); // Sat 21 Nov 2026 12:00 UTC
const ids = Array.from({ length: 14 }, (_, i) => `recMATCH${String(i + 1).padStart(9, '0')}`);
const team = (n: number) => ({
  id: `recTEAM${String(n).padStart(10, '0')}`,
  name: `Team ${n}`,
  code: `T${n}`,
});
const teams = Array.from({ length: 8 }, (_, i) => team(i + 1));
const T = (n: number) => teams[n - 1]!.id;

function match(n: number, fields: Partial<BracketCardMatch> = {}): BracketCardMatch {
  return { id: ids[n - 1]!, first_to: 3, score_1: 0, score_2: 0, teams: [], ...fields };
}

const base = {
  layout: DOUBLE_ELIMINATION_8,
  orderedMatchIds: ids,
  teams,
  now: NOW,
  timeZone: 'America/New_York',
  use24HourTime: false,
  showTimes: true,
  showBroadcasts: true,
};

describe('buildBracketCards (broadcast §2 "Bracket match card")', () => {
  it('shows both teams with scores, the winner and loser, and hides the time of a decided match', () => {
    const cards = buildBracketCards({
      ...base,
      matches: [
        match(1, {
          teams: [T(1), T(8)],
          score_1: 3,
          score_2: 1,
          start: '2026-11-20T16:00:00.000Z',
          match_number: 1,
        }),
      ],
    });
    const card = cards.get(1)!;
    expect(card).toMatchObject({ label: '1', state: 'ready', isComplete: true, startText: null });
    expect(card.rows.map((r) => [r.name, r.short, r.score, r.outcome])).toEqual([
      ['Team 1', 'T1', '3', 'win'],
      ['Team 8', 'T8', '1', 'loss'],
    ]);
    expect(card.ariaLabel).toBe('Match 1: Team 1 vs Team 8, 3–1');
    expect(card.startTitle).toBe('Fri 20th Nov 2026 11:00am ET');
  });

  it("shows '{code} stream' and the friendly start time of an upcoming match, with no scores yet", () => {
    const cards = buildBracketCards({
      ...base,
      matches: [
        match(10, {
          teams: [T(2), T(3)],
          start: '2026-11-21T23:30:00.000Z',
          stream_code: 'Main',
          match_number: 10,
        }),
      ],
    });
    const card = cards.get(10)!;
    expect(card.streamText).toBe('Main stream');
    expect(card.startText).toBe('Sat 6:30pm ET');
    expect(card.rows.map((r) => r.score)).toEqual([null, null]);
    expect(card.ariaLabel).toBe('Match 10: Team 2 vs Team 3, Sat 6:30pm ET');
  });

  it('leaves out the stream and time when the bracket hides them', () => {
    const cards = buildBracketCards({
      ...base,
      showTimes: false,
      showBroadcasts: false,
      matches: [match(10, { start: '2026-11-21T23:30:00.000Z', stream_code: 'Main' })],
    });
    expect(cards.get(10)).toMatchObject({ streamText: null, startText: null });
  });

  it('shows a live match 0–0 as scores, marked live in place of its start time', () => {
    const cards = buildBracketCards({
      ...base,
      matches: [match(8, { teams: [T(4), T(5)], live: true, start: '2026-11-21T11:15:00.000Z' })],
    });
    expect(cards.get(8)).toMatchObject({
      isLive: true,
      startText: null,
      startTitle: 'Sat 21st Nov 2026 6:15am ET',
    });
    expect(cards.get(8)!.rows.map((r) => r.score)).toEqual(['0', '0']);
  });

  it("shows a forfeit as 'W' and 'FF' with the forfeiting side marked", () => {
    const cards = buildBracketCards({
      ...base,
      matches: [match(2, { teams: [T(2), T(7)], score_1: 0, score_2: 3, forfeit: true })],
    });
    expect(cards.get(2)!.rows.map((r) => [r.score, r.outcome, r.forfeited])).toEqual([
      ['FF', 'loss', true],
      ['W', 'win', false],
    ]);
  });

  it('fills empty slots with the RULES c.5 placeholders: feeder teams, feeder match, TBD', () => {
    const cards = buildBracketCards({
      ...base,
      matches: [
        match(1, { teams: [T(1), T(8)], match_number: 1 }),
        match(2, { match_number: 2 }),
        match(7, { match_number: 7 }),
        match(14, { teams: [T(3)], placeholder_right: true }),
        match(12, { placeholder_teams: 'Seed A|Seed B|SA|SB' }),
      ],
    });
    expect(cards.get(7)!.rows.map((r) => [r.name, r.placeholder])).toEqual([
      ['Winner of T1 vs T8', true],
      ['Winner of Match 2', true],
    ]);
    expect(cards.get(14)!.rows.map((r) => [r.teamId, r.name])).toEqual([
      [T(3), 'Team 3'],
      [null, 'Winner of Match 13'],
    ]);
    expect(cards.get(12)!.rows.map((r) => [r.name, r.short])).toEqual([
      ['Seed A', 'SA'],
      ['Seed B', 'SB'],
    ]);
  });

  it('marks cards whose record is still loading, and those without a match', () => {
    const cards = buildBracketCards({
      ...base,
      orderedMatchIds: ids.slice(0, 13),
      matches: [],
      loadingMatchIds: new Set([ids[0]!]),
    });
    expect(cards.get(1)).toMatchObject({ state: 'loading', matchId: ids[0] });
    expect(cards.get(14)).toMatchObject({ state: 'missing', matchId: null, label: '14' });
    expect(cards.get(14)!.rows.map((r) => r.name)).toEqual(['TBD', 'TBD']);
    expect(cards.size).toBe(14);
  });

  it('labels a card with match_number when set, else its position N', () => {
    const cards = buildBracketCards({
      ...base,
      matches: [match(3, { match_number: 33 }), match(4)],
    });
    expect(cards.get(3)!.label).toBe('33');
    expect(cards.get(4)!.label).toBe('4');
  });
});
