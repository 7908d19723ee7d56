import { atLocalHour } from './at-local-hour.js';

describe('atLocalHour', () => {
  it.each([
    ['2026-11-21T15:10:00.000Z', 19, 'America/New_York', '2026-11-22T00:00:00.000Z'],
    ['2026-11-21T15:10:00.000Z', 19.5, 'Europe/Berlin', '2026-11-21T18:30:00.000Z'],
    ['2026-07-01T02:00:00.000Z', 18, 'America/Los_Angeles', '2026-07-01T01:00:00.000Z'],
    ['2026-03-08T12:00:00.000Z', 20, 'America/New_York', '2026-03-09T00:00:00.000Z'],
    ['2026-06-15T12:00:00.000Z', 12, 'UTC', '2026-06-15T12:00:00.000Z'],
  ])('%s at local %d:00 in %s is %s', (iso, hour, zone, expected) => {
    expect(new Date(atLocalHour(Date.parse(iso), hour, zone)).toISOString()).toBe(expected);
  });
});
