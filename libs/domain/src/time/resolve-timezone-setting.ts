import { getFixedOffsetTimeZone } from './get-fixed-offset-time-zone.js';
import { isValidTimeZone } from './is-valid-time-zone.js';
import { parseTimezoneOffsetHours } from './parse-timezone-offset-hours.js';

/**
 * Turns the stored timezone user setting into an IANA zone (public-site §3): 'local' (or nothing) → localZone;
 * a whole-hour offset -12..+12 (number or text like '+2') → its Etc/GMT zone (sign inverted: +2 → 'Etc/GMT-2');
 * a valid IANA name → itself. Anything unreadable falls back to localZone, like the 'local' default.
 */
export function resolveTimezoneSetting(setting: unknown, localZone: string): string {
  if (setting === null || setting === undefined || setting === 'local' || setting === '') {
    return localZone;
  }
  const offsetHours = parseTimezoneOffsetHours(setting);
  if (offsetHours !== null) return getFixedOffsetTimeZone(offsetHours);
  if (typeof setting === 'string' && isValidTimeZone(setting)) return setting;
  return localZone;
}
