import { parsePlaceholderTeams } from './parse-placeholder-teams.js';

describe('parsePlaceholderTeams', () => {
  it.each([
    [
      'Winner of A|Winner of B|W-A|W-B',
      { names: ['Winner of A', 'Winner of B'], shortNames: ['W-A', 'W-B'] },
    ],
    ['Seed 1|Seed 2', { names: ['Seed 1', 'Seed 2'], shortNames: ['Seed 1', 'Seed 2'] }],
    ['Seed 1', { names: ['Seed 1', null], shortNames: ['Seed 1', null] }],
    [' Seed 1 | Seed 2 | S1 | ', { names: ['Seed 1', 'Seed 2'], shortNames: ['S1', 'Seed 2'] }],
    ['a|b|c', { names: ['a', 'b'], shortNames: ['a', 'b'] }],
    ['', { names: [null, null], shortNames: [null, null] }],
    [null, { names: [null, null], shortNames: [null, null] }],
    [undefined, { names: [null, null], shortNames: [null, null] }],
  ])('%j → %j', (text, parsed) => {
    expect(parsePlaceholderTeams(text)).toEqual(parsed);
  });
});
