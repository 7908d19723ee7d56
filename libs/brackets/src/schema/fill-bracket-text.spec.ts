import { fillBracketText } from './fill-bracket-text.js';

describe('fillBracketText', () => {
  it.each([
    ['matchAppearsTwice', { n: 4 }, 'Match 4 appears twice'],
    ['slotHasTwoFeeders', { n: 9, p: 2 }, 'Slot 9.2 has two feeders'],
    ['connectionsLoop', { n: 3 }, 'The connections loop back to match 3'],
    [
      'resolveConflict',
      { n: 7, team: 'Alpha' },
      'Match 7 already has a result with Alpha; fix it by hand',
    ],
    ['faces', { team: 'Alpha' }, 'faces Alpha'],
    ['facesWinnerOf', { match: 'Match 5' }, 'Faces winner of Match 5'],
    ['matchAlreadyHasTeams', { a: 'A', b: 'B' }, 'Match already has the teams A vs B'],
    ['faces', {}, 'faces {team}'],
  ] as const)('%s with %j → %s', (key, values, expected) => {
    expect(fillBracketText(key, values)).toBe(expected);
  });
});
