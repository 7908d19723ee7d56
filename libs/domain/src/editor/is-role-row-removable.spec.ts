import { isRoleRowRemovable } from './is-role-row-removable.js';

describe('isRoleRowRemovable', () => {
  it.each([
    ['Observer', 0, false],
    ['Observer', 3, false],
    ['Observer', 4, true],
    ['Caster', 1, false],
    ['Caster', 2, true],
    ['Producer', 0, false],
    ['Producer', 1, true],
  ])('%s row %i → %s', (role, index, removable) => {
    expect(isRoleRowRemovable(role, index)).toBe(removable);
  });
});
