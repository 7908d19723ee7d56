import { isValidTimeZone } from './is-valid-time-zone.js';

describe('isValidTimeZone', () => {
  it.each([
    ['America/New_York', true],
    ['Europe/Berlin', true],
    ['Etc/GMT-2', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['local', false],
  ])('%p → %p', (zone, expected) => {
    expect(isValidTimeZone(zone)).toBe(expected);
  });
});
