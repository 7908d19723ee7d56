import { describe, expect, it } from 'vitest';
import { getTeamMatchResult, type TeamMatchInput } from './team-match-result.js';

const match = (over: Partial<TeamMatchInput>): TeamMatchInput => ({
  teams: ['recA', 'recB'],
  first_to: 3,
  score_1: null,
  score_2: null,
  forfeit: false,
  ...over,
});

describe('getTeamMatchResult (a finished match from one team)', () => {
  it.each<[string, Partial<TeamMatchInput>, string, unknown]>([
    [
      'first team wins',
      { score_1: 3, score_2: 1 },
      'recA',
      { result: 'win', score: 3, opponentScore: 1, opponentId: 'recB' },
    ],
    [
      'second team loses the same match',
      { score_1: 3, score_2: 1 },
      'recB',
      { result: 'loss', score: 1, opponentScore: 3, opponentId: 'recA' },
    ],
    [
      'second team wins',
      { score_1: 2, score_2: 3 },
      'recB',
      { result: 'win', score: 3, opponentScore: 2, opponentId: 'recA' },
    ],
    [
      'forfeit win 3-0',
      { score_1: 0, score_2: 3, forfeit: true },
      'recA',
      { result: 'loss', score: 0, opponentScore: 3, opponentId: 'recB' },
    ],
    [
      'a finished match with no winner is a draw',
      { score_1: 3, score_2: 3 },
      'recA',
      { result: 'draw', score: 3, opponentScore: 3, opponentId: 'recB' },
    ],
    ['unfinished', { score_1: 2, score_2: 1 }, 'recA', null],
    ['no scores', {}, 'recA', null],
    ['no first_to', { first_to: null, score_1: 1, score_2: 0 }, 'recA', null],
    ['team not in the match', { score_1: 3, score_2: 0 }, 'recZ', null],
    [
      'empty opponent slot',
      { teams: ['recA'], score_1: 3, score_2: 0 },
      'recA',
      { result: 'win', score: 3, opponentScore: 0, opponentId: null },
    ],
  ])('%s', (_label, over, team, expected) => {
    expect(getTeamMatchResult(match(over), team)).toEqual(expected);
  });
});
