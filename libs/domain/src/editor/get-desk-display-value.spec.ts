import { DESK_DISPLAY_MODES, STORED_DESK_DISPLAY_VALUES } from './desk-display.js';
import type { DeskDisplayMode } from './desk-display.js';
import { getDeskDisplayValue } from './get-desk-display-value.js';

describe('getDeskDisplayValue', () => {
  it('has the 13 buttons and 12 stored values of RULES.md (g)', () => {
    expect(DESK_DISPLAY_MODES).toEqual([
      'Match',
      'Scoreboard',
      'Scoreboard Bans',
      'Hero Draft',
      'Predictions',
      'Maps',
      'Drafted Maps',
      'Interview',
      'Notice (Event)',
      'Notice (Team 1)',
      'Notice (Team 2)',
      'Hidden',
      'Casters',
    ]);
    expect(STORED_DESK_DISPLAY_VALUES).toHaveLength(12);
    expect(STORED_DESK_DISPLAY_VALUES).not.toContain('Match');
  });

  it.each<[DeskDisplayMode, string | null]>([
    ['Match', null],
    ['Scoreboard', 'Scoreboard'],
    ['Scoreboard Bans', 'Scoreboard Bans'],
    ['Hero Draft', 'Hero Draft'],
    ['Predictions', 'Predictions'],
    ['Maps', 'Maps'],
    ['Drafted Maps', 'Drafted Maps'],
    ['Interview', 'Interview'],
    ['Notice (Event)', 'Notice (Event)'],
    ['Notice (Team 1)', 'Notice (Team 1)'],
    ['Notice (Team 2)', 'Notice (Team 2)'],
    ['Hidden', 'Hidden'],
    ['Casters', 'Casters'],
  ])('%s is stored as %j', (mode, stored) => {
    expect(getDeskDisplayValue(mode)).toBe(stored);
  });
});
