const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(epochMs: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(epochMs);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/**
 * The instant at a local wall-clock time (hours, fractions allowed: 19.5 = 19:30) on the local calendar day of
 * `epochMs` in `timeZone`, so scheduled matches start at sensible local times (event timezone, public-site §3).
 */
export function atLocalHour(epochMs: number, localHour: number, timeZone: string): number {
  const minuteStart = Math.floor(epochMs / 60_000) * 60_000;
  const offset = wallClock(minuteStart, timeZone) - minuteStart;
  const local = new Date(minuteStart + offset);
  const target =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) +
    Math.round(localHour * 60) * 60_000;
  const guess = target - offset;
  // Correct once when the target lies across a daylight-saving change from epochMs.
  return target - (wallClock(guess, timeZone) - guess);
}
