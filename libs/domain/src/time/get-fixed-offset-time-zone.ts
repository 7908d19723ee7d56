/**
 * Maps a whole-hour offset (-12..+12) to its fixed-offset IANA zone (public-site §3 numeric timezone choice).
 * The Etc/GMT names invert the sign: +2 hours (UTC+2) is 'Etc/GMT-2', -5 hours is 'Etc/GMT+5', 0 is 'Etc/GMT'.
 */
export function getFixedOffsetTimeZone(offsetHours: number): string {
  if (!Number.isInteger(offsetHours) || offsetHours < -12 || offsetHours > 12) {
    throw new RangeError(
      `Offset must be a whole number of hours from -12 to 12, got ${offsetHours}`,
    );
  }
  if (offsetHours === 0) return 'Etc/GMT';
  return `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
}
