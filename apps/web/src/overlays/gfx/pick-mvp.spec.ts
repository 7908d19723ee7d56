import { describe, expect, it } from 'vitest';
import { pickMvpHero, pickMvpPlayer, pickMvpTeam } from './pick-mvp.js';

describe('pickMvpPlayer', () => {
  it.each([
    ['the live match mvp', ['p1'], ['p9'], 'p1'],
    ['the first of several mvps', ['p1', 'p2'], [], 'p1'],
    ['the highlight player without an mvp', [], ['p9'], 'p9'],
    ['nobody', [], [], null],
  ] as const)('%s', (_name, liveMatchMvp, highlightPlayer, expected) => {
    expect(pickMvpPlayer({ liveMatchMvp, highlightPlayer })).toBe(expected);
  });
});

describe('pickMvpHero', () => {
  it.each([
    ['the highlight hero first', ['h1'], ['h2'], 'h1'],
    ['the favourite hero without one', [], ['h2', 'h3'], 'h2'],
    ['none', [], [], null],
  ] as const)('%s', (_name, highlight, favourite, expected) => {
    expect(pickMvpHero(highlight, favourite)).toBe(expected);
  });
});

describe('pickMvpTeam', () => {
  const a = { id: 'tA', players: ['p1', 'p2'] };
  const b = { id: 'tB', players: ['p3'] };
  it.each([
    ['the live team with the player', 'p3', [a, b], ['tX'], 'tB'],
    ['an empty slot is skipped', 'p1', [null, a], [], 'tA'],
    ['member_of when not in the match', 'p7', [a, b], ['tX', 'tY'], 'tX'],
    ['none', 'p7', [a, null], [], null],
  ] as const)('%s', (_name, player, teams, memberOf, expected) => {
    expect(pickMvpTeam(player, teams, memberOf)).toBe(expected);
  });
});
