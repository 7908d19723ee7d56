import { getZonedDateParts } from '@castline/domain';

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** An instant as a `datetime-local` value ('YYYY-MM-DDTHH:mm') on the wall clock of a time zone. */
export function toZonedInputValue(instant: string | number, timeZone: string): string {
  const p = getZonedDateParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value read as a wall-clock time in a time zone, as an ISO instant; null when the value is
 * not a complete date and time, or names a time the zone skips (a daylight-saving gap). In an ambiguous hour
 * (clocks going back) the earlier instant wins.
 */
export function fromZonedInputValue(value: string, timeZone: string): string | null {
  const match = INPUT_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset near that instant, tried for the offsets on both sides of a transition.
  const offsetAt = (ms: number): number => {
    const p = getZonedDateParts(ms, timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ms;
  };
  const candidates = [offsetAt(asUtc - 86_400_000), offsetAt(asUtc), offsetAt(asUtc + 86_400_000)]
    .map((offset) => asUtc - offset)
    .filter((ms) => toZonedInputValue(ms, timeZone) === value)
    .sort((a, b) => a - b);
  const [first] = candidates;
  return first === undefined ? null : new Date(first).toISOString();
}
