import { formatFriendlyStartTime } from './format-friendly-start-time.js';

const NOW = '2026-11-20T12:00:00Z'; // Fri 20th Nov, 7:00am ET

describe('formatFriendlyStartTime', () => {
  it.each([
    ['later today', '2026-11-20T23:00:00Z', false, 'Fri 6:00pm ET'],
    ['tomorrow, 24h', '2026-11-22T00:30:00Z', true, 'Sat 19:30 ET'],
    ['exactly now', NOW, false, 'Fri 7:00am ET'],
    ['exactly 7 days ahead', '2026-11-27T12:00:00Z', false, 'Fri 7:00am ET'],
    ['just over 7 days ahead', '2026-11-27T12:05:00Z', false, 'Fri 27th Nov 2026 7:05am ET'],
    ['in the past', '2026-11-20T11:55:00Z', false, 'Fri 20th Nov 2026 6:55am ET'],
    ['long past, 24h', '2025-02-01T20:00:00Z', true, 'Sat 1st Feb 2025 15:00 ET'],
  ] as const)('%s → %s', (_label, start, use24HourTime, expected) => {
    expect(
      formatFriendlyStartTime({ start, now: NOW, timeZone: 'America/New_York', use24HourTime }),
    ).toBe(expected);
  });

  it.each([
    ['a decided match', { start: '2026-11-22T00:30:00Z', isDecided: true }],
    ['no start', { start: null }],
    ['an undefined start', { start: undefined }],
  ])('hides the time for %s', (_label, partial) => {
    expect(formatFriendlyStartTime({ ...partial, now: NOW, timeZone: 'Europe/London' })).toBeNull();
  });

  it('uses the given zone', () => {
    expect(
      formatFriendlyStartTime({
        start: '2026-11-22T00:30:00Z',
        now: NOW,
        timeZone: 'Europe/Berlin',
      }),
    ).toBe('Sun 1:30am CET');
  });
});
