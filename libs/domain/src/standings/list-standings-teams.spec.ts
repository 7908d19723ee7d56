import { listStandingsTeams } from './list-standings-teams.js';

describe('listStandingsTeams', () => {
  it.each([
    [
      'keeps seed order',
      ['A', 'B', 'C', 'D'],
      [
        ['C', 'A'],
        ['B', 'C'],
      ],
      ['A', 'B', 'C'],
    ],
    [
      'appends unseeded teams by first appearance',
      ['A'],
      [
        ['Y', 'A'],
        ['X', 'Y'],
      ],
      ['A', 'Y', 'X'],
    ],
    [
      'skips empty slots and extra teams',
      ['A', 'B', 'C'],
      [
        ['A', null],
        ['B', undefined, 'C'],
      ],
      ['A', 'B'],
    ],
    ['ignores repeated seeds', ['B', 'A', 'B'], [['A', 'B']], ['B', 'A']],
    ['is empty without matches', ['A', 'B'], [], []],
  ] as const)('%s', (_name, eventTeams, teamsPerMatch, expected) => {
    const matches = teamsPerMatch.map((teams, index) => ({ id: `m${index}`, teams }));
    expect(listStandingsTeams(eventTeams, matches)).toEqual(expected);
  });
});
