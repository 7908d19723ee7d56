import { parseTimezoneOffsetHours } from './parse-timezone-offset-hours.js';

/** Label of a timezone modal choice (public-site §3): 'Local', the IANA name, or 'UTC+2' / 'UTC-5' / 'UTC' for offsets. */
export function formatTimezoneChoiceLabel(setting: unknown): string {
  if (setting === 'local') return 'Local';
  const offsetHours = parseTimezoneOffsetHours(setting);
  if (offsetHours !== null) {
    if (offsetHours === 0) return 'UTC';
    return `UTC${offsetHours > 0 ? '+' : '-'}${Math.abs(offsetHours)}`;
  }
  return String(setting);
}
