import { formatZonedDate } from './format-zoned-date.js';

describe('formatZonedDate', () => {
  it.each([
    ['2026-03-10T03:30:00.000Z', 'America/New_York', '2026-03-09'],
    ['2026-03-10T03:30:00.000Z', 'Europe/Berlin', '2026-03-10'],
    ['2026-12-31T23:59:00.000Z', 'UTC', '2026-12-31'],
    ['2026-12-31T23:59:00.000Z', 'Europe/London', '2026-12-31'],
    ['2027-01-01T07:00:00.000Z', 'America/Los_Angeles', '2026-12-31'],
  ])('%s in %s is %s', (iso, zone, date) => {
    expect(formatZonedDate(Date.parse(iso), zone)).toBe(date);
  });
});
