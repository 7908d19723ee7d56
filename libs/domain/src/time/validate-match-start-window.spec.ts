import { validateMatchStartWindow } from './validate-match-start-window.js';

const EARLIEST = '2026-11-21T17:00:00Z'; // Sat 21st Nov 2026 12:00pm ET / 6:00pm CET
const LATEST = '2026-11-22T03:00:00Z'; // Sat 21st Nov 2026 10:00pm ET / Sun 22nd Nov 2026 4:00am CET

describe('validateMatchStartWindow', () => {
  it.each([
    ['inside both bounds', '2026-11-21T20:00:00Z', EARLIEST, LATEST],
    ['on the earliest bound', EARLIEST, EARLIEST, LATEST],
    ['on the latest bound', LATEST, EARLIEST, LATEST],
    ['after earliest, no latest', '2026-12-01T00:00:00Z', EARLIEST, null],
    ['before latest, no earliest', '2026-01-01T00:05:00Z', undefined, LATEST],
    ['no bounds at all', '2026-01-01T00:05:00Z', null, null],
  ])('accepts a start %s', (_label, start, earliestTime, latestTime) => {
    expect(
      validateMatchStartWindow({ start, earliestTime, latestTime, timeZone: 'America/New_York' }),
    ).toEqual({ valid: true });
  });

  it.each([
    [
      'before earliest (only earliest)',
      '2026-11-21T16:55:00Z',
      EARLIEST,
      null,
      'America/New_York',
      false,
      'before-earliest',
      'This match must start at or after Sat 21st Nov 2026 12:00pm ET',
    ],
    [
      'after latest (only latest)',
      '2026-11-22T03:05:00Z',
      null,
      LATEST,
      'America/New_York',
      false,
      'after-latest',
      'This match must start at or before Sat 21st Nov 2026 10:00pm ET',
    ],
    [
      'before earliest with both bounds',
      '2026-11-21T16:55:00Z',
      EARLIEST,
      LATEST,
      'America/New_York',
      false,
      'outside-window',
      'This match must start between Sat 21st Nov 2026 12:00pm ET and Sat 21st Nov 2026 10:00pm ET',
    ],
    [
      'after latest with both bounds, in Berlin, 24h',
      '2026-11-22T03:05:00Z',
      EARLIEST,
      LATEST,
      'Europe/Berlin',
      true,
      'outside-window',
      'This match must start between Sat 21st Nov 2026 18:00 CET and Sun 22nd Nov 2026 04:00 CET',
    ],
    [
      'off the 300 s step',
      '2026-11-21T20:01:00Z',
      EARLIEST,
      LATEST,
      'America/New_York',
      false,
      'off-step',
      'This match must start on a multiple of 5 minutes',
    ],
  ] as const)(
    'rejects a start %s',
    (_label, start, earliestTime, latestTime, timeZone, use24HourTime, reason, message) => {
      expect(
        validateMatchStartWindow({ start, earliestTime, latestTime, timeZone, use24HourTime }),
      ).toEqual({ valid: false, reason, message });
    },
  );
});
