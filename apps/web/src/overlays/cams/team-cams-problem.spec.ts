import { describe, expect, it } from 'vitest';
import { CAMS_TEXT } from './cams-text.js';
import { teamCamsProblem } from './team-cams-problem.js';

describe('teamCamsProblem', () => {
  it.each<[string, boolean, number[], string | null]>([
    ['cams on both sides', false, [2, 2], null],
    ['cams on one side', false, [0, 1], null],
    ['no cams', false, [0, 0], CAMS_TEXT.noPlayerCams],
    ['a public read', true, [2, 2], CAMS_TEXT.crewOnly],
    ['a public read with nothing', true, [0, 0], CAMS_TEXT.crewOnly],
  ])('%s', (_name, hidden, counts, expected) => {
    const sides = counts.map((n) => ({ people: Array.from({ length: n }, (_, i) => i) }));
    expect(teamCamsProblem({ hidden, sides })).toBe(expected);
  });
});
