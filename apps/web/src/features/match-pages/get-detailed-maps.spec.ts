import { describe, expect, it } from 'vitest';
import { getGameProfile } from '@castline/domain';
import { getDetailedMaps, type DetailedMapInput } from './get-detailed-maps.js';

const TEAMS = ['A', 'B'];
const maps: DetailedMapInput[] = [
  { id: 'ban', name: 'Nepal', banner: ['B'], winner: [] },
  {
    id: 'm1',
    name: 'Oasis',
    mapName: 'Oasis City',
    picker: ['A'],
    winner: ['B'],
    score_1: 0,
    score_2: 2,
    replay_code: 'XPT6JB',
    team_1_picks: ['h1'],
    team_2_picks: ['h2'],
    team_1_bans: ['h3'],
    team_2_bans: ['h4'],
    public: false,
  },
  { id: 'm2', name: 'Ilios', picker: ['B'], draw: true, score_1: 1, score_2: 1 },
  { id: 'm3', name: null, winner: [] },
];

describe('/detailed/:id maps (RULES (e) game profiles)', () => {
  it('shows everything for Overwatch, numbering the maps that were not banned', () => {
    const result = getDetailedMaps(TEAMS, maps, getGameProfile('Overwatch'), {
      showHeroPickBans: true,
    });
    expect(
      result.rows.map((r) => [
        r.id,
        r.number,
        r.name,
        r.outcome,
        r.winnerSide,
        r.pickerSide,
        r.bannerSide,
      ]),
    ).toEqual([
      ['ban', null, 'Nepal', 'banned', null, null, 2],
      ['m1', 1, 'Oasis City', 'played', 2, 1, null],
      ['m2', 2, 'Ilios', 'drawn', null, 2, null],
      ['m3', 3, 'Map 3', 'unplayed', null, null, null],
    ]);
    expect(result.rows[1]).toMatchObject({
      scores: [0, 2],
      replayCode: 'XPT6JB',
      picks: [['h1'], ['h2']],
      bans: [['h3'], ['h4']],
    });
    expect(result.rows[3]!.scores).toBeNull();
    expect([result.mapWord, result.heroesWord, result.replayCodeWord]).toEqual([
      'Map',
      'Heroes',
      'Replay code',
    ]);
  });

  it('hides banned maps, pickers and scores where the game has none, with its wording (League of Legends)', () => {
    const result = getDetailedMaps(TEAMS, maps, getGameProfile('League of Legends'), {
      showHeroPickBans: true,
    });
    expect(result.rows.map((r) => r.id)).toEqual(['m1', 'm2', 'm3']);
    expect(result.rows.every((r) => r.pickerSide === null && r.scores === null)).toBe(true);
    expect([result.mapWord, result.heroesWord, result.replayCodeWord]).toEqual([
      'Game',
      'Champions',
      'Match ID',
    ]);
    expect(result.rows[2]!.name).toBe('Game 3');
  });

  it.each([
    ['Marvel Rivals', false, null],
    ['Marvel Rivals', true, [['h3'], ['h4']]],
    ['Deadlock', false, null],
    ['Valorant', false, [['h3'], ['h4']]],
  ])('%s hero bans on a map with public %s → %j', (game, isPublic, bans) => {
    const result = getDetailedMaps(
      TEAMS,
      [{ ...maps[1]!, public: isPublic }],
      getGameProfile(game),
      { showHeroPickBans: true },
    );
    expect(result.rows[0]!.bans).toEqual(bans);
  });

  it('hides hero picks and bans when the user turned them off', () => {
    const result = getDetailedMaps(TEAMS, maps, getGameProfile('Overwatch'), {
      showHeroPickBans: false,
    });
    expect(result.rows.every((r) => r.picks === null && r.bans === null)).toBe(true);
  });
});
