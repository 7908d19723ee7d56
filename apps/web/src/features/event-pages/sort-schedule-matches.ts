import {
  formatOrdinal,
  getZonedDateParts,
  isMatchComplete,
  type MatchResultInput,
} from '@castline/domain';
import type { ScheduleMatchesSort } from '../../lib/settings/user-settings.js';

/** The fields of a match the schedule sorts and groups by. */
export interface ScheduleMatchInput extends MatchResultInput {
  readonly id: string;
  readonly start?: string | null;
  readonly live?: boolean | null;
  readonly match_number?: number | null;
}

/** Which part of the Default order a section belongs to (null for the plain date orders). */
export type ScheduleGroup = 'live' | 'upcoming' | 'results' | null;

/** A run of matches shown under one heading: one day, or the live / undated matches. */
export interface ScheduleSection<T> {
  readonly key: string;
  readonly group: ScheduleGroup;
  /** The day's label ('Sat 21st Nov 2026' in the user's zone), or null for live and undated sections. */
  readonly day: string | null;
  readonly matches: readonly T[];
}

const startOf = (match: ScheduleMatchInput): number | null => {
  const ms = match.start ? Date.parse(match.start) : NaN;
  return Number.isFinite(ms) ? ms : null;
};

function compareByStart(direction: 1 | -1) {
  return (a: ScheduleMatchInput, b: ScheduleMatchInput): number => {
    const sa = startOf(a);
    const sb = startOf(b);
    if (sa !== null && sb !== null && sa !== sb) return (sa - sb) * direction;
    if (sa === null && sb !== null) return 1;
    if (sb === null && sa !== null) return -1;
    const na = a.match_number ?? Number.MAX_SAFE_INTEGER;
    const nb = b.match_number ?? Number.MAX_SAFE_INTEGER;
    if (na !== nb) return na - nb;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** A day heading in the user's zone: '{day-short} {date-ordinal} {month-short} {year}' (public-site §9 parts). */
export function formatScheduleDay(start: number, timeZone: string): string {
  const parts = getZonedDateParts(start, timeZone);
  return `${parts.weekdayShort} ${formatOrdinal(parts.day)} ${parts.monthShort} ${parts.year}`;
}

/** Splits already-ordered matches into one section per day (user's zone); undated ones go last. */
function byDay<T extends ScheduleMatchInput>(
  matches: readonly T[],
  group: ScheduleGroup,
  timeZone: string,
): ScheduleSection<T>[] {
  const sections: { key: string; group: ScheduleGroup; day: string | null; matches: T[] }[] = [];
  const undated: T[] = [];
  for (const match of matches) {
    const start = startOf(match);
    if (start === null) {
      undated.push(match);
      continue;
    }
    const day = formatScheduleDay(start, timeZone);
    const last = sections[sections.length - 1];
    if (last && last.day === day) last.matches.push(match);
    else sections.push({ key: `${group ?? 'all'}-${day}`, group, day, matches: [match] });
  }
  if (undated.length > 0)
    sections.push({ key: `${group ?? 'all'}-undated`, group, day: null, matches: undated });
  return sections;
}

/**
 * The event schedule in the user's scheduleMatchesSort (public-site §3; default 'Default'). 'Oldest first' and
 * 'Newest first' list every match by start, grouped by day in the user's zone, undated matches last.
 * 'Default' (our reading of the spec's unnamed default) puts what a visitor wants first: live matches, then
 * upcoming ones soonest first, then results newest first. Ties go by match_number, then id.
 */
export function sortScheduleMatches<T extends ScheduleMatchInput>(
  matches: readonly T[],
  sort: ScheduleMatchesSort,
  timeZone: string,
): ScheduleSection<T>[] {
  if (sort === 'Oldest first') return byDay([...matches].sort(compareByStart(1)), null, timeZone);
  if (sort === 'Newest first') return byDay([...matches].sort(compareByStart(-1)), null, timeZone);
  const live: T[] = [];
  const upcoming: T[] = [];
  const results: T[] = [];
  for (const match of matches) {
    if (isMatchComplete(match)) results.push(match);
    else if (match.live === true) live.push(match);
    else upcoming.push(match);
  }
  return [
    ...(live.length > 0
      ? [{ key: 'live', group: 'live' as const, day: null, matches: live.sort(compareByStart(1)) }]
      : []),
    ...byDay(upcoming.sort(compareByStart(1)), 'upcoming', timeZone),
    ...byDay(results.sort(compareByStart(-1)), 'results', timeZone),
  ];
}
