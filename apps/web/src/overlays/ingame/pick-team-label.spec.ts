import { describe, expect, it } from 'vitest';
import { pickTeamLabel } from './pick-team-label.js';

describe('pickTeamLabel (team name or code)', () => {
  it.each<[string, string | null, boolean, [string, string, string]]>([
    ['Harbour Hawks', 'HWK', false, ['Harbour Hawks', 'HWK', 'Harbour Hawks']],
    ['Harbour Hawks', 'HWK', true, ['HWK', 'HWK', 'Harbour Hawks']],
    ['Harbour Hawks', null, true, ['Harbour Hawks', 'Harbour Hawks', 'Harbour Hawks']],
    ['Harbour Hawks', '  ', true, ['Harbour Hawks', 'Harbour Hawks', 'Harbour Hawks']],
    ['', 'HWK', false, ['HWK', 'HWK', 'HWK']],
    ['  Night Owls ', null, false, ['Night Owls', 'Night Owls', 'Night Owls']],
  ])('%j / %j, codes %s', (name, code, useCodes, [text, short, full]) => {
    expect(pickTeamLabel({ name, code }, useCodes)).toEqual({ text, short, full });
  });
});
