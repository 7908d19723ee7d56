import { BREAK_AUTOMATION_OPTIONS } from './break-automation.js';
import { checkBreakAutomationOptions } from './check-break-automation-options.js';

describe('checkBreakAutomationOptions', () => {
  it('lists the 10 stored options', () => {
    expect(BREAK_AUTOMATION_OPTIONS).toEqual([
      'use: Schedule',
      'use: Standings',
      'use: Bracket',
      'use: Matchup',
      'use: Image',
      'use: Staff',
      'use: Title',
      'use: Other Info',
      'setting: Always do 30s Matchup',
      'setting: Always do 30s Schedule',
    ]);
  });

  it.each([
    [[], null],
    [['use: Schedule', 'use: Title', 'setting: Always do 30s Matchup'], null],
    [['setting: Always do 30s Schedule'], null],
    [['use: Schedules'], { code: 'unknown-option', option: 'use: Schedules' }],
    [['Schedule'], { code: 'unknown-option', option: 'Schedule' }],
    [['use: Image', 'use: Image'], { code: 'duplicate-option', option: 'use: Image' }],
    [
      ['setting: Always do 30s Matchup', 'use: Staff', 'setting: Always do 30s Schedule'],
      { code: 'exclusive-settings' },
    ],
  ])('%j → %j', (options, problem) => {
    expect(checkBreakAutomationOptions(options)).toEqual(problem);
  });
});
