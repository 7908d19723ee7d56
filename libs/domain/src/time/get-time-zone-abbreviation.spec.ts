import { getTimeZoneAbbreviation } from './get-time-zone-abbreviation.js';

const WINTER = '2026-01-15T12:00:00Z';
const SUMMER = '2026-07-15T12:00:00Z';

describe('getTimeZoneAbbreviation', () => {
  it.each([
    ['America/New_York', WINTER, 'ET'],
    ['America/New_York', SUMMER, 'ET'],
    ['America/Los_Angeles', WINTER, 'PT'],
    ['America/Los_Angeles', SUMMER, 'PT'],
    ['Europe/London', WINTER, 'UK'],
    ['Europe/London', SUMMER, 'UK'],
    ['Europe/Berlin', WINTER, 'CET'],
    ['Europe/Berlin', SUMMER, 'CEST'],
    ['America/Chicago', WINTER, 'CST'],
    ['America/Chicago', SUMMER, 'CDT'],
    ['Europe/Lisbon', WINTER, 'WET'],
    ['Etc/GMT-2', WINTER, 'UTC+2'],
    ['Etc/GMT+5', SUMMER, 'UTC-5'],
    ['Etc/GMT', WINTER, 'UTC'],
    ['UTC', SUMMER, 'UTC'],
    ['Asia/Tokyo', WINTER, 'UTC+9'],
    ['Asia/Kolkata', WINTER, 'UTC+5:30'],
    ['Pacific/Chatham', WINTER, 'UTC+13:45'],
  ])('%s at %s → %s', (zone, instant, expected) => {
    expect(getTimeZoneAbbreviation(instant, zone)).toBe(expected);
  });
});
