/** The broadcast timezone used when none is set (OVERLAYS §4 "default America/New_York"). */
export const DEFAULT_BROADCAST_TIMEZONE = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A match's date in the broadcast's timezone ("Nov 21"); an unknown or missing timezone uses America/New_York,
 * and a match without a valid start has no date (null).
 */
export function formatHistoryDate(
  start: string | null | undefined,
  timeZone: string | null | undefined,
): string | null {
  if (!start) return null;
  const time = Date.parse(start);
  if (Number.isNaN(time)) return null;
  const zone = timeZone?.trim() || DEFAULT_BROADCAST_TIMEZONE;
  try {
    return formatterFor(zone).format(time);
  } catch {
    return formatterFor(DEFAULT_BROADCAST_TIMEZONE).format(time);
  }
}
