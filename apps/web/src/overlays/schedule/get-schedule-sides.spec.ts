import { describe, expect, it } from 'vitest';
import { getScheduleSides, type ScheduleSidesInput } from './get-schedule-sides.js';

const t = (teamId: string) => ({ kind: 'team', teamId });
const p = (name: string) => ({ kind: 'placeholder', name });

describe('getScheduleSides', () => {
  it.each<[string, ScheduleSidesInput, unknown]>([
    ['two teams', { teams: ['a', 'b'] }, [t('a'), t('b')]],
    ['two teams flipped', { teams: ['a', 'b'], flip_teams: true }, [t('b'), t('a')]],
    ['no teams, no placeholders', { teams: [] }, [p('TBD'), p('TBD')]],
    [
      'no teams, placeholders',
      { teams: null, placeholder_teams: 'Winner A|Winner B' },
      [p('Winner A'), p('Winner B')],
    ],
    [
      'four placeholder values use the names',
      { placeholder_teams: 'Alpha|Beta|A|B' },
      [p('Alpha'), p('Beta')],
    ],
    [
      'one team, placeholder_right',
      { teams: ['a'], placeholder_right: true, placeholder_teams: 'x|Seed 2' },
      [t('a'), p('Seed 2')],
    ],
    [
      'one team, placeholder left',
      { teams: ['a'], placeholder_teams: 'Seed 1|y' },
      [p('Seed 1'), t('a')],
    ],
    ['null slots are empty', { teams: [null, 'b'] }, [p('TBD'), t('b')]],
  ])('%s', (_name, input, expected) => {
    expect(getScheduleSides(input, 'TBD')).toEqual(expected);
  });
});
