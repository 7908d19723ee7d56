import { getDefaultRoleRows } from './get-default-role-rows.js';

describe('getDefaultRoleRows', () => {
  it.each([
    ['Observer', 4],
    ['Caster', 2],
    ['Producer', 1],
    ['Observer Director', 1],
    ['Replay Producer', 1],
    ['Lobby Admin', 1],
    ['Anything', 1],
  ])('%s → %i', (role, rows) => {
    expect(getDefaultRoleRows(role)).toBe(rows);
  });
});
