import { getZonedDateParts } from './get-zoned-date-parts.js';

describe('getZonedDateParts', () => {
  it.each([
    [
      '2026-11-22T00:30:15Z',
      'America/New_York',
      {
        year: 2026,
        month: 11,
        monthShort: 'Nov',
        day: 21,
        weekdayShort: 'Sat',
        hour: 19,
        minute: 30,
        second: 15,
      },
    ],
    [
      '2026-12-31T23:00:00Z',
      'Europe/Berlin',
      {
        year: 2027,
        month: 1,
        monthShort: 'Jan',
        day: 1,
        weekdayShort: 'Fri',
        hour: 0,
        minute: 0,
        second: 0,
      },
    ],
  ])('%s in %s', (instant, zone, expected) => {
    expect(getZonedDateParts(instant, zone)).toEqual(expected);
  });
});
