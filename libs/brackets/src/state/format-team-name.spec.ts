import { formatTeamName } from './format-team-name.js';

describe('formatTeamName', () => {
  it.each([
    [{ id: 't', name: 'Team Liquid', code: 'TL' }, 'Team Liquid'],
    [{ id: 't', name: '  ', code: 'TL' }, 'TL'],
    [{ id: 't', name: 'Team Liquid', code: null }, 'Team Liquid'],
    [{ id: 't' }, 't'],
    [undefined, 't'],
  ])('%j → %s', (team, expected) => {
    expect(formatTeamName('t', team)).toBe(expected);
  });
});
