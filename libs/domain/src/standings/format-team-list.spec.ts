import { formatTeamList } from './format-team-list.js';

describe('formatTeamList', () => {
  it.each([
    [[], ''],
    [['Alpha'], 'Alpha'],
    [['Alpha', 'Bravo'], 'Alpha and Bravo'],
    [['Alpha', 'Bravo', 'Charlie'], 'Alpha, Bravo and Charlie'],
    [['Alpha', 'Bravo', 'Charlie', 'Delta'], 'Alpha, Bravo, Charlie and Delta'],
  ] as const)('%j → %s', (names, text) => {
    expect(formatTeamList(names)).toBe(text);
  });
});
