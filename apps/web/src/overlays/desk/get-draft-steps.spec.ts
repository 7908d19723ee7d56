import { describe, expect, it } from 'vitest';
import { getDraftSteps, type DraftStepsInput } from './get-draft-steps.js';

const input = (extra: Partial<DraftStepsInput>): DraftStepsInput => ({
  pickBanOrder: null,
  game: null,
  map: null,
  flipped: false,
  ...extra,
});
const brief = (extra: Partial<DraftStepsInput>) =>
  getDraftSteps(input(extra)).map((s) => `${s.kind}:${s.side}:${s.heroId ?? '-'}`);

describe('getDraftSteps', () => {
  it.each<[string, Partial<DraftStepsInput>, string[]]>([
    ['no order, no game default', {}, []],
    ['the match order', { pickBanOrder: 'ban1, ban2' }, ['ban:left:-', 'ban:right:-']],
    [
      'a blank order takes the game default (Marvel Rivals, 10 steps)',
      { pickBanOrder: '  ', game: 'Marvel Rivals' },
      [
        'ban:right:-',
        'ban:left:-',
        'pick:left:-',
        'pick:right:-',
        'ban:right:-',
        'ban:left:-',
        'pick:left:-',
        'pick:right:-',
        'ban:right:-',
        'ban:left:-',
      ],
    ],
    [
      'flip_teams puts team 1 on the right',
      { pickBanOrder: 'ban1, pick2', flipped: true },
      ['ban:right:-', 'pick:left:-'],
    ],
    [
      'heroes entered on the map fill the steps in order',
      {
        pickBanOrder: 'ban1, ban2, ban1, pick1',
        map: { team_1_bans: ['h1', 'h3'], team_2_bans: ['h2'], team_1_picks: [] },
      },
      ['ban:left:h1', 'ban:right:h2', 'ban:left:h3', 'pick:left:-'],
    ],
    [
      'the map flip_pick_ban_order swaps the teams of the order',
      {
        pickBanOrder: 'ban1, ban2',
        map: { flip_pick_ban_order: true, team_1_bans: ['a'], team_2_bans: ['b'] },
      },
      ['ban:right:b', 'ban:left:a'],
    ],
    [
      'both flips cancel out',
      {
        pickBanOrder: 'ban1',
        flipped: true,
        map: { flip_pick_ban_order: true, team_2_bans: ['b'] },
      },
      ['ban:left:b'],
    ],
    [
      'protects have no hero',
      { pickBanOrder: 'protect1', map: { team_1_picks: ['x'] } },
      ['protect:left:-'],
    ],
  ])('%s', (_label, extra, expected) => {
    expect(brief(extra)).toEqual(expected);
  });

  it('numbers the steps from 1', () => {
    expect(getDraftSteps(input({ game: 'League of Legends' })).map((s) => s.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
