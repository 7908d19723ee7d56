import { describe, expect, it } from 'vitest';
import { computeEventStats, type StatsMapInput } from './compute-event-stats.js';

function map(id: string, fields: Partial<StatsMapInput> = {}): StatsMapInput {
  return {
    id,
    map: [],
    winner: [],
    banner: [],
    team_1_picks: [],
    team_2_picks: [],
    team_1_bans: [],
    team_2_bans: [],
    ...fields,
  };
}

const mapData = [
  { id: 'nepal', name: 'Nepal', type: 'Control' },
  { id: 'dorado', name: 'Dorado', type: 'Escort' },
];
const heroes = [
  { id: 'ana', name: 'Ana', role: 'Support' },
  { id: 'dva', name: 'D.Va', role: 'Tank' },
  { id: 'genji', name: 'Genji', role: 'DPS' },
];

describe('computeEventStats (maps played, hero picks and bans, results by map)', () => {
  const stats = computeEventStats({
    matches: [
      { id: 'm1', game: 'Overwatch', teams: ['A', 'B'], maps: ['1', '2', '3', '4'] },
      { id: 'm2', game: 'Overwatch', teams: ['A', 'C'], maps: ['5'] },
      { id: 'm3', game: 'Overwatch', teams: ['B', 'C'], maps: ['6'] },
    ],
    maps: [
      map('1', {
        map: ['nepal'],
        winner: ['A'],
        team_1_picks: ['ana', 'dva'],
        team_2_picks: ['ana'],
        team_1_bans: ['genji'],
      }),
      map('2', { map: ['dorado'], draw: true, team_1_picks: ['genji'], team_2_bans: ['ana'] }),
      map('3', { map: ['nepal'], banner: ['B'] }),
      map('4', { map: ['dorado'] }),
      map('5', { map: ['nepal'], winner: ['C'], team_2_picks: ['dva'] }),
      map('6', { map: [], name: 'Busan', winner: ['B'] }),
    ],
    mapData,
    heroes,
  });

  it('counts played and drawn maps only (banned and unplayed maps are not played)', () => {
    expect(stats.mapsPlayed).toBe(4);
    expect(stats.matchesWithMaps).toBe(3);
    expect(stats.maps.map((m) => [m.name, m.type, m.played, m.draws])).toEqual([
      ['Nepal', 'Control', 2, 0],
      ['Busan', null, 1, 0],
      ['Dorado', 'Escort', 1, 1],
    ]);
  });

  it("gives each team's wins, losses and draws per map, best record first", () => {
    const nepal = stats.maps.find((m) => m.name === 'Nepal')!;
    expect(nepal.teams).toEqual([
      { teamId: 'C', wins: 1, losses: 0, draws: 0 },
      { teamId: 'A', wins: 1, losses: 1, draws: 0 },
      { teamId: 'B', wins: 0, losses: 1, draws: 0 },
    ]);
    const dorado = stats.maps.find((m) => m.name === 'Dorado')!;
    expect(dorado.teams).toEqual([
      { teamId: 'A', wins: 0, losses: 0, draws: 1 },
      { teamId: 'B', wins: 0, losses: 0, draws: 1 },
    ]);
  });

  it('counts hero picks and bans over the counted maps, most used first', () => {
    expect(stats.heroes.map((h) => [h.name, h.picks, h.bans])).toEqual([
      ['Ana', 2, 1],
      ['D.Va', 2, 0],
      ['Genji', 1, 1],
    ]);
  });

  it.each([
    ['Marvel Rivals', false, 0],
    ['Marvel Rivals', true, 1],
    ['Deadlock', false, 0],
    ['Overwatch', false, 1],
  ])('%s with public=%s keeps %i ban(s) (RULES e)', (game, isPublic, bans) => {
    const result = computeEventStats({
      matches: [{ id: 'm', game, teams: ['A', 'B'], maps: ['1'] }],
      maps: [map('1', { winner: ['A'], public: isPublic, team_1_bans: ['ana'] })],
      mapData: [],
      heroes,
    });
    expect(result.heroes.find((h) => h.heroId === 'ana')?.bans ?? 0).toBe(bans);
  });

  it('is empty without played maps', () => {
    expect(computeEventStats({ matches: [], maps: [], mapData: [], heroes: [] })).toEqual({
      matchesWithMaps: 0,
      mapsPlayed: 0,
      maps: [],
      heroes: [],
    });
  });
});
