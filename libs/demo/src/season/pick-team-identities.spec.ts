import { createRandom } from '../random/create-random.js';
import { pickTeamIdentities } from './pick-team-identities.js';

describe('pickTeamIdentities', () => {
  it.each([[24], [32], [800]])('draws %d teams with unique names and codes', (count) => {
    const teams = pickTeamIdentities(createRandom(1), count);
    expect(teams).toHaveLength(count);
    expect(new Set(teams.map((t) => t.name)).size).toBe(count);
    expect(new Set(teams.map((t) => t.code)).size).toBe(count);
  });

  it('uses distinct colour words for the first teams and upper-case codes', () => {
    const teams = pickTeamIdentities(createRandom(2), 24);
    expect(new Set(teams.map((t) => t.name.split(' ')[0])).size).toBe(24);
    for (const team of teams) expect(team.code).toMatch(/^[A-Z0-9]{3,4}$/);
  });
});
