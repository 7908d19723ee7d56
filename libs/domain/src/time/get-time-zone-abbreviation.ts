import { toEpochMilliseconds, type Instant } from './to-epoch-milliseconds.js';

/** The spec's abbreviation overrides (public-site §9 "Team abbreviations"). */
export const TIME_ZONE_ABBREVIATION_OVERRIDES: Readonly<Record<string, string>> = {
  PDT: 'PT',
  PST: 'PT',
  EDT: 'ET',
  EST: 'ET',
  BST: 'UK',
  GMT: 'UK',
};

const OFFSET_NAME = /^(?:GMT|UTC)(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function readShortName(locale: string, timeZone: string, ms: number): string {
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    formatters.set(key, formatter);
  }
  return formatter.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** 'GMT+2' → 'UTC+2', 'GMT-5:30' → 'UTC-5:30', 'GMT+0' → 'UTC'; null when the name is not an offset. */
function toUtcOffsetName(name: string): string | null {
  if (name === 'UTC') return 'UTC';
  const match = OFFSET_NAME.exec(name);
  if (!match || name === 'GMT') return null;
  const [, sign, hours, minutes] = match;
  if (!sign || !hours || Number(hours) + Number(minutes ?? 0) === 0) return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes && minutes !== '00' ? `:${minutes}` : ''}`;
}

/**
 * The {tz} part of the date format (public-site §9): the zone's short name at that instant, with
 * PDT/PST → PT, EDT/EST → ET, BST/GMT → UK. Named abbreviations come from Intl (en-US, then en-GB, so
 * Berlin gives CET/CEST); zones Intl only knows by offset are written 'UTC+2', 'UTC-5:30', or 'UTC'.
 */
export function getTimeZoneAbbreviation(instant: Instant, timeZone: string): string {
  const ms = toEpochMilliseconds(instant);
  let name = readShortName('en-US', timeZone, ms);
  if (toUtcOffsetName(name) !== null && name !== 'UTC') {
    const british = readShortName('en-GB', timeZone, ms);
    if (toUtcOffsetName(british) === null) name = british;
  }
  return TIME_ZONE_ABBREVIATION_OVERRIDES[name] ?? toUtcOffsetName(name) ?? name;
}
