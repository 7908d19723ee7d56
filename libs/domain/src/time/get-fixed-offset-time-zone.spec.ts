import { formatDate } from './format-date.js';
import { getFixedOffsetTimeZone } from './get-fixed-offset-time-zone.js';

describe('getFixedOffsetTimeZone', () => {
  it.each([
    [2, 'Etc/GMT-2'],
    [-5, 'Etc/GMT+5'],
    [12, 'Etc/GMT-12'],
    [-12, 'Etc/GMT+12'],
    [0, 'Etc/GMT'],
  ])('%i hours → %s (Etc/GMT sign inverted)', (hours, expected) => {
    expect(getFixedOffsetTimeZone(hours)).toBe(expected);
  });

  it.each([-12, -7, -1, 0, 1, 5, 9, 12])('%i hours really is UTC%i', (hours) => {
    const zone = getFixedOffsetTimeZone(hours);
    // 12:00 UTC shows as 12 + hours o'clock in that zone.
    const wallHour = (((12 + hours) % 24) + 24) % 24;
    expect(formatDate('2026-06-10T12:00:00Z', zone, true)).toContain(
      ` ${String(wallHour).padStart(2, '0')}:00 `,
    );
  });

  it.each([13, -13, 1.5, Number.NaN])('rejects %p', (hours) => {
    expect(() => getFixedOffsetTimeZone(hours)).toThrow(RangeError);
  });
});
