import { getRoleRowCount } from './get-role-row-count.js';

describe('getRoleRowCount', () => {
  it.each([
    ['Observer', 0, 0, 4],
    ['Observer', 5, 0, 5],
    ['Caster', 1, 0, 2],
    ['Caster', 0, 3, 3],
    ['Producer', 0, 0, 1],
    ['Producer', 2, 0, 2],
    ['Producer', 0, 0, 1],
    ['Lobby Admin', 1, 4, 4],
    ['Lobby Admin', 0, -2, 1],
  ])('%s with %i selected and %i requested → %i rows', (role, selected, requested, rows) => {
    expect(getRoleRowCount(role, selected, requested)).toBe(rows);
  });

  it('defaults requested rows to 0', () => {
    expect(getRoleRowCount('Caster', 0)).toBe(2);
  });
});
