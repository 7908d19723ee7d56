import { getBestOfLabel } from '../games/get-best-of-label.js';
import { getFirstToLabel } from '../games/get-first-to-label.js';
import { TWITCH_TITLE_MAX_LENGTH, TWITCH_TITLE_TOO_LONG } from './twitch.js';
import type { TwitchTeamInput, TwitchTitleMatch } from './twitch.js';

/** A formatted title, or the reason it cannot be set. */
export type TwitchTitleResult =
  { readonly ok: true; readonly title: string } | { readonly ok: false; readonly error: string };

/** Text of an optional field; missing values are empty strings. */
function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Values of every placeholder of RULES.md (i) for a live match. */
function placeholderValues(match: TwitchTitleMatch): Record<string, string> {
  const team = (index: 0 | 1): TwitchTeamInput | null => match.teams?.[index] ?? null;
  const code = (index: 0 | 1): string => {
    const found = team(index);
    if (!found) return 'TBD';
    return text(found.code) || text(found.name);
  };
  const name = (index: 0 | 1): string => {
    const found = team(index);
    if (!found) return 'TBD';
    return text(found.safe_twitch_name) || text(found.name);
  };
  const eventShort = text(match.event?.short) || text(match.event?.name);
  const firstTo = match.first_to;
  const hasFirstTo = typeof firstTo === 'number' && firstTo > 0;
  return {
    event: eventShort,
    event_name: text(match.event?.name),
    event_long: text(match.event?.name),
    event_short: eventShort,
    team_1_code: code(0),
    team_2_code: code(1),
    team_1_name: name(0),
    team_2_name: name(1),
    match_custom_name: text(match.custom_name),
    match_sub_event: text(match.sub_event),
    match_group: text(match.match_group),
    match_round: text(match.round),
    match_number: text(match.match_number),
    match_week_text: text(match.week_text),
    match_division: text(match.division),
    match_day: text(match.day),
    match_week_number: text(match.week),
    match_first_to: hasFirstTo ? String(firstTo) : '',
    match_first_to_short: hasFirstTo ? getFirstToLabel(firstTo, 'short') : '',
    match_first_to_long: hasFirstTo ? getFirstToLabel(firstTo, 'long') : '',
    match_best_of_short: hasFirstTo ? getBestOfLabel(firstTo, 'short') : '',
    match_best_of_long: hasFirstTo ? getBestOfLabel(firstTo, 'long') : '',
  };
}

/**
 * RULES.md (i) Twitch title: fills the {placeholders} (teams in stored order; empty values become ''), collapses
 * runs of whitespace and trims. Fails with "Unknown title placeholder {x}" for an unknown placeholder and with
 * 'The title is longer than 140 characters' above 140 characters.
 */
export function formatTwitchTitle(format: string, match: TwitchTitleMatch): TwitchTitleResult {
  const values = placeholderValues(match);
  const unknown: string[] = [];
  const filled = format.replace(/\{([^{}]*)\}/g, (whole, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (value === undefined) unknown.push(whole);
    return value ?? '';
  });
  const firstUnknown = unknown[0];
  if (firstUnknown !== undefined) {
    return { ok: false, error: `Unknown title placeholder ${firstUnknown}` };
  }
  const title = filled.replace(/\s+/g, ' ').trim();
  if (Array.from(title).length > TWITCH_TITLE_MAX_LENGTH)
    return { ok: false, error: TWITCH_TITLE_TOO_LONG };
  return { ok: true, title };
}
