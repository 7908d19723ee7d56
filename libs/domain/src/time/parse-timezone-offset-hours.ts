const OFFSET_TEXT = /^[+-]?\d{1,2}$/;

/** Reads a numeric timezone choice (a number, or text such as '+2', '-5', '0'); null unless a whole hour in -12..12 (public-site §3). */
export function parseTimezoneOffsetHours(setting: unknown): number | null {
  let value: number;
  if (typeof setting === 'number') value = setting;
  else if (typeof setting === 'string' && OFFSET_TEXT.test(setting.trim()))
    value = Number(setting.trim());
  else return null;
  return Number.isInteger(value) && value >= -12 && value <= 12 ? value : null;
}
