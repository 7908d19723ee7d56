import { describe, expect, it } from 'vitest';
import { listParticipation } from './list-participation.js';
import { listTeammates } from './list-teammates.js';
import { summarizeMatchStats } from './summarize-match-stats.js';
import { listUsernames } from './list-usernames.js';

describe('partners (teammates)', () => {
  it('lists the players of the player’s teams, most shared teams first, without the player', () => {
    expect(
      listTeammates('me', [
        { id: 't1', players: ['me', 'a', 'b'] },
        { id: 't2', players: ['b', 'me', 'c'] },
        { id: 't3', players: null },
      ]),
    ).toEqual([
      { playerId: 'b', teamIds: ['t1', 't2'] },
      { playerId: 'a', teamIds: ['t1'] },
      { playerId: 'c', teamIds: ['t2'] },
    ]);
  });
});

describe('match stats (public-site §4 "Match results")', () => {
  const map = (name: string, winner: string | null, extra: Record<string, unknown> = {}) => ({
    name,
    winner: winner ? [winner] : [],
    draw: false,
    banner: [],
    ...extra,
  });
  const matches = [
    {
      id: 'm1',
      teams: ['A', 'X'],
      score_1: 2,
      score_2: 1,
      first_to: 2,
      maps: [
        map('Oasis', 'A'),
        map('Nepal', 'X'),
        map('Ilios', null, { draw: true }),
        map('Busan', 'A'),
        map('Lijiang', null, { banner: ['X'] }),
      ],
    },
    {
      id: 'm2',
      teams: ['Y', 'B'],
      score_1: 2,
      score_2: 0,
      first_to: 2,
      maps: [map('Oasis', 'Y'), map('Nepal', 'Y')],
    },
    { id: 'm3', teams: ['A', 'Z'], score_1: 1, score_2: 1, first_to: 2, maps: [map('Oasis', 'A')] },
    { id: 'm4', teams: ['B', 'Z'], score_1: 2, score_2: 0, first_to: 2, forfeit: true, maps: [] },
    { id: 'm1', teams: ['A', 'X'], score_1: 2, score_2: 1, first_to: 2, maps: [] },
  ];
  const stats = summarizeMatchStats(['A', 'B'], matches);

  it('counts finished matches once, forfeits included', () => {
    expect(stats.overall).toEqual({
      played: 3,
      wins: 2,
      losses: 1,
      mapWins: 2,
      mapLosses: 3,
      mapDraws: 1,
    });
  });
  it('splits by team', () => {
    expect(stats.byTeam).toEqual([
      { teamId: 'A', played: 1, wins: 1, losses: 0, mapWins: 2, mapLosses: 1, mapDraws: 1 },
      { teamId: 'B', played: 2, wins: 1, losses: 1, mapWins: 0, mapLosses: 2, mapDraws: 0 },
    ]);
  });
  it('splits by map, most played first, banned and unplayed maps left out', () => {
    expect(stats.byMap.map((m) => [m.name, m.played, m.wins, m.losses, m.mapDraws])).toEqual([
      ['Nepal', 2, 0, 2, 0],
      ['Oasis', 2, 1, 1, 0],
      ['Busan', 1, 1, 0, 0],
      ['Ilios', 1, 0, 0, 1],
    ]);
  });
});

describe('participation', () => {
  it('lists events with roles in a fixed order, newest event first', () => {
    const teamEvent = (team: string) => ({ t1: 'e1', t2: 'e2' })[team] ?? null;
    const starts: Record<string, string> = { e1: '2026-01-01', e2: '2026-06-01', e3: '2025-01-01' };
    const result = listParticipation(
      {
        member_of: ['t1', 't2'],
        captain_of: ['t1'],
        event_staff: ['e3'],
        casted_events: ['e2'],
        event_brands_designed: ['e4'],
      },
      teamEvent,
      ['e3'],
      (event) => starts[event] ?? null,
    );
    expect(result).toEqual([
      { eventId: 'e2', roles: ['player', 'caster'], teamIds: ['t2'] },
      { eventId: 'e1', roles: ['player', 'captain'], teamIds: ['t1'] },
      { eventId: 'e3', roles: ['eventStaff', 'crew'], teamIds: [] },
      { eventId: 'e4', roles: ['brandDesigner'], teamIds: [] },
    ]);
  });
});

describe('usernames (RULES (e) username field and label)', () => {
  it.each([
    [{ battletag: 'Vex#123' }, [{ label: 'Battletag', value: 'Vex#123' }]],
    [
      { riot_id: 'Vex#EUW', steam_id: ' 7656 ', marvel_rivals_username: '' },
      [
        { label: 'Riot ID', value: 'Vex#EUW' },
        { label: 'Steam ID', value: '7656' },
      ],
    ],
    [{}, []],
  ])('%j → %j', (player, names) => {
    expect(listUsernames(player)).toEqual(names);
  });
});
