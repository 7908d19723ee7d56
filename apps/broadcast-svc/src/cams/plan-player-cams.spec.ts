import { CodedError } from '@castline/contracts';
import { camSlotsOf, checkPlayerCams, pickCamGame, planPlayerCams } from './plan-player-cams.js';

const ID = 'recBROADCAST00001';
const P = Array.from({ length: 14 }, (_, i) => `recPLAYER${String(i).padStart(8, '0')}`);
const p = (i: number): string => P[i] ?? '';
const TEAM = 'recTEAM0000000000';
const players = Object.fromEntries(P.map((id) => [id, 'player']));
const facts = (slots: number) => ({ slots, kinds: { ...players, [TEAM]: 'team' } });
const state = (team1: string[] = [], team2: string[] = []) => ({
  id: ID,
  team_1_player_cams: team1,
  team_2_player_cams: team2,
});
const range = (from: number, to: number) => P.slice(from, to);

describe('pickCamGame and camSlotsOf (RULES (e) "Player count = cam slots")', () => {
  it.each<
    [string, { game?: unknown } | undefined, { game?: unknown } | undefined, string | null, number]
  >([
    ["the live match's game", { game: 'Marvel Rivals' }, { game: 'Overwatch' }, 'Marvel Rivals', 6],
    ["the event's game without a live match", undefined, { game: 'Deadlock' }, 'Deadlock', 6],
    [
      "the event's game when the live match has none",
      { game: null },
      { game: 'Valorant' },
      'Valorant',
      5,
    ],
    ['no game at all (hidden records answer no fields)', {}, {}, null, 5],
    ['an unprofiled game', { game: 'Chess' }, undefined, 'Chess', 5],
  ])('%s', (_name, match, event, game, slots) => {
    expect(pickCamGame(match, event)).toBe(game);
    expect(camSlotsOf(game)).toBe(slots);
  });
});

describe('checkPlayerCams (RULES (a) set-player-cams)', () => {
  it.each<[string, string[][], number]>([
    ['two full teams of five', [range(0, 5), range(5, 10)], 5],
    ['two full teams of six', [range(0, 6), range(6, 12)], 6],
    ['shorter lists', [range(0, 2), []], 5],
    ['two empty lists', [[], []], 5],
  ])('accepts %s', (_name, cams, slots) => {
    expect(checkPlayerCams(cams, facts(slots))).toBeNull();
  });

  it.each<[string, string[][], number, string]>([
    [
      'six cams with five slots',
      [range(0, 6), []],
      5,
      'cams.0: Team 1 has 6 cams but there are only 5 cam slots',
    ],
    [
      'seven cams with six slots',
      [[], range(0, 7)],
      6,
      'cams.1: Team 2 has 7 cams but there are only 6 cam slots',
    ],
    ['a player twice in one list', [[p(0), p(1), p(0)], []], 5, `cams.0: ${p(0)} is listed twice`],
    ['a player in both lists', [[p(0)], [p(1), p(0)]], 5, `cams.1: ${p(0)} is listed twice`],
    ['a team id', [[p(0), TEAM], []], 5, `cams.0: ${TEAM} is not a Player`],
    ['an unknown id', [[], ['recNOSUCHPLAYER00']], 5, 'cams.1: recNOSUCHPLAYER00 is not a Player'],
  ])('refuses %s', (_name, cams, slots, message) => {
    expect(checkPlayerCams(cams, facts(slots))).toBe(message);
  });
});

describe('planPlayerCams', () => {
  it('writes both lists in the given order', () => {
    const plan = planPlayerCams(state(), { cams: [[p(2), p(0)], [p(5)]] }, facts(5));
    expect(plan.changes).toEqual({ team_1_player_cams: [p(2), p(0)], team_2_player_cams: [p(5)] });
    expect(plan.result).toEqual({
      broadcast: ID,
      team_1_player_cams: [p(2), p(0)],
      team_2_player_cams: [p(5)],
      changed: true,
    });
  });

  it('writes only the list that changed (a new order is a change)', () => {
    const plan = planPlayerCams(
      state([p(0), p(1)], [p(5)]),
      { cams: [[p(1), p(0)], [p(5)]] },
      facts(5),
    );
    expect(plan.changes).toEqual({ team_1_player_cams: [p(1), p(0)] });
  });

  it('plans no change for the same lists', () => {
    const plan = planPlayerCams(state([p(0)], [p(5)]), { cams: [[p(0)], [p(5)]] }, facts(5));
    expect(plan.changes).toEqual({});
    expect(plan.result.changed).toBe(false);
  });

  it('refuses a body that breaks a rule with a 400 naming the field', () => {
    let error: unknown;
    try {
      planPlayerCams(state(), { cams: [[p(0)], [p(0)]] }, facts(5));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CodedError);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: `cams.1: ${p(0)} is listed twice`,
    });
  });
});
