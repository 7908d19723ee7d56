import { BREAK_DISPLAY_VALUES } from './break-automation.js';
import { isBreakAutomationActive } from './is-break-automation-active.js';

describe('isBreakAutomationActive', () => {
  it('lists the 10 break display values', () => {
    expect(BREAK_DISPLAY_VALUES).toEqual([
      'Automated',
      'Schedule',
      'Standings',
      'Image',
      'Bracket',
      'Staff',
      'Matchup',
      'Title',
      'Other Info',
      'Other Streams',
    ]);
  });

  it.each([
    ['Automated', true],
    ['', true],
    [null, true],
    [undefined, true],
    ['Schedule', false],
    ['Other Streams', false],
  ])('%j → %s', (display, active) => {
    expect(isBreakAutomationActive(display)).toBe(active);
  });
});
