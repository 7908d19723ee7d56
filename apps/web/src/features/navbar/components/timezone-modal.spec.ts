import { describe, expect, it } from 'vitest';
import { parseTimezoneChoice } from './timezone-modal.js';

describe('parseTimezoneChoice (public-site §3 timezone choices)', () => {
  it.each([
    ['local', 'local'],
    [null, 'local'],
    ['America/New_York', 'America/New_York'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['-12', -12],
    ['0', 0],
    ['12', 12],
    ['13', 'local'],
    ['Asia/Tokyo', 'local'],
  ] as const)('%j → %j', (value, setting) => {
    expect(parseTimezoneChoice(value)).toBe(setting);
  });
});
