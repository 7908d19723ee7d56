import { formatTeamCode } from './format-team-code.js';

describe('formatTeamCode', () => {
  it.each([
    [{ id: 't', name: 'Team Liquid', code: 'TL' }, 'TL'],
    [{ id: 't', name: 'Team Liquid', code: ' ' }, 'Team Liquid'],
    [{ id: 't', name: null, code: null }, 't'],
    [undefined, 't'],
  ])('%j → %s', (team, expected) => {
    expect(formatTeamCode('t', team)).toBe(expected);
  });
});
