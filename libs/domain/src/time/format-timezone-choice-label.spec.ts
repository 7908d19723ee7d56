import { formatTimezoneChoiceLabel } from './format-timezone-choice-label.js';

describe('formatTimezoneChoiceLabel', () => {
  it.each([
    ['local', 'Local'],
    ['America/New_York', 'America/New_York'],
    ['Europe/Berlin', 'Europe/Berlin'],
    [2, 'UTC+2'],
    [-5, 'UTC-5'],
    [0, 'UTC'],
    [12, 'UTC+12'],
    [-12, 'UTC-12'],
  ])('%p → %s', (setting, expected) => {
    expect(formatTimezoneChoiceLabel(setting)).toBe(expected);
  });
});
