import { CREW_ROLES, MATCH_STAFF_ROLES, ROLES } from './roles.js';

describe('role lists', () => {
  it('lists the roles of public-site §3', () => {
    expect(ROLES).toEqual([
      'Tank',
      'Damage',
      'DPS',
      'Support',
      'Flex',
      'Duelist',
      'Vanguard',
      'Strategist',
      'Staff',
      'Captain',
      'Manager',
      'Coach',
    ]);
  });

  it('lists the 13 crew roles', () => {
    expect(CREW_ROLES).toEqual([
      'Caster',
      'Desk Host',
      'Host',
      'Analyst',
      'Interviewer',
      'Director',
      'Producer',
      'Observer Director',
      'Replay Producer',
      'Observer',
      'Lobby Admin',
      'Stream Admin',
      'Moderator',
    ]);
  });

  it('lists the staff roles assignable to a match, all of them crew roles', () => {
    expect(MATCH_STAFF_ROLES).toEqual([
      'Caster',
      'Producer',
      'Observer',
      'Observer Director',
      'Replay Producer',
      'Lobby Admin',
    ]);
    for (const role of MATCH_STAFF_ROLES) expect(CREW_ROLES).toContain(role);
  });
});
