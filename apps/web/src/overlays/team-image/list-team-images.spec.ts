import { describe, expect, it } from 'vitest';
import { listTeamImages, pickTeamImage } from './list-team-images.js';

describe('listTeamImages', () => {
  it.each<
    [string, Parameters<typeof listTeamImages>[0], Parameters<typeof listTeamImages>[1], string[]]
  >([
    [
      'uploaded images first',
      { images: ['att1', 'att2'] },
      { default_logo: ['logo'] },
      ['att1', 'att2'],
    ],
    [
      'theme logos without uploads',
      { images: [] },
      { default_logo: ['big'], small_logo: ['small'] },
      ['big', 'small'],
    ],
    ['no repeats', {}, { default_logo: ['same'], small_logo: ['same'] }, ['same']],
    ['nothing at all', null, null, []],
  ])('%s', (_label, team, theme, expected) => {
    expect(listTeamImages(team, theme)).toEqual(expected);
  });
});

describe('pickTeamImage', () => {
  it.each<[number, string | null]>([
    [1, 'a'],
    [2, 'b'],
    [3, null],
  ])('index %s → %s', (index, expected) => {
    expect(pickTeamImage(['a', 'b'], index)).toBe(expected);
  });
});
