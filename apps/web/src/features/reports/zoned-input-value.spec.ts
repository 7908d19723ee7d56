import { describe, expect, it } from 'vitest';
import { fromZonedInputValue, toZonedInputValue } from './zoned-input-value.js';

describe('datetime-local values in a time zone (the reschedule date editor)', () => {
  it.each([
    ['2026-12-01T18:00:00.000Z', 'America/New_York', '2026-12-01T13:00'],
    ['2026-07-01T18:05:00.000Z', 'America/New_York', '2026-07-01T14:05'],
    ['2026-12-01T23:30:00.000Z', 'Europe/Berlin', '2026-12-02T00:30'],
    ['2026-12-01T18:00:00.000Z', 'UTC', '2026-12-01T18:00'],
  ])('%s in %s reads %s and back', (iso, zone, value) => {
    expect(toZonedInputValue(iso, zone)).toBe(value);
    expect(fromZonedInputValue(value, zone)).toBe(iso);
  });

  it('answers null for incomplete values and for times a daylight-saving gap skips', () => {
    expect(fromZonedInputValue('', 'UTC')).toBeNull();
    expect(fromZonedInputValue('2026-12-01', 'UTC')).toBeNull();
    // 2026-03-08 02:30 does not exist in New York (clocks jump from 02:00 to 03:00)
    expect(fromZonedInputValue('2026-03-08T02:30', 'America/New_York')).toBeNull();
  });

  it('takes the earlier instant in the repeated hour when clocks go back', () => {
    // 2026-11-01 01:30 happens twice in New York: first at UTC-4 (05:30Z), then at UTC-5
    expect(fromZonedInputValue('2026-11-01T01:30', 'America/New_York')).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});
