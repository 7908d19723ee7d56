import type { EventRecord, MatchRecord } from '@castline/contracts';
import { formatZonedDate } from './format-zoned-date.js';

/**
 * Fills an event's start_date and event_date (public-site §3) from its matches: the distinct local dates (in
 * the event timezone) of the match starts, sorted; start_date is the first of them.
 */
export function setEventDates(event: EventRecord, matches: readonly MatchRecord[]): void {
  const zone = event.timezone ?? 'UTC';
  const dates = [
    ...new Set(
      matches.flatMap((match) =>
        match.start === null ? [] : [formatZonedDate(Date.parse(match.start), zone)],
      ),
    ),
  ].sort();
  event.event_date = dates;
  event.start_date = dates[0] ?? null;
}
