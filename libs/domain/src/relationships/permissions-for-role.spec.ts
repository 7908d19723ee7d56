import { permissionsForRole } from './permissions-for-role.js';

describe('permissionsForRole (RULES (a) set-player-relationships)', () => {
  it.each([
    ['Producer', ['Match Editor', 'Broadcast Manager']],
    ['Lobby Admin', ['Match Editor']],
    ['Caster', []],
    ['Observer', []],
    ['Observer Director', []],
    ['Replay Producer', []],
    ['Someone else', []],
  ])('%s → %j', (role, expected) => {
    expect(permissionsForRole(role)).toEqual(expected);
  });

  it('answers a new list each time (callers may keep it)', () => {
    const first = permissionsForRole('Producer');
    first.push('x');
    expect(permissionsForRole('Producer')).toEqual(['Match Editor', 'Broadcast Manager']);
  });
});
