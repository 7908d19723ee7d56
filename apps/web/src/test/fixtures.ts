/** Small record sets for page tests (shapes of libs/contracts records, only the fields pages read). */

export const THEME_RED = 'recTHEMEREDAAAAAA';
export const THEME_BLUE = 'recTHEMEBLUEAAAAA';
export const EVENT_SPRING = 'recEVENTSPRINGAAA';
export const EVENT_FALL = 'recEVENTFALLAAAAA';
export const EVENT_LOOSE = 'recEVENTLOOSEAAAA';
export const SERIES_MAIN = 'recSERIESMAINAAAA';
export const BRACKET = 'recBRACKETAAAAAAA';

export function team(n: number, theme: string | null = null) {
  const id = `recTEAM${String(n).padStart(10, '0')}`;
  return {
    id,
    __kind: 'team',
    name: `Team ${n}`,
    code: `T${n}`,
    theme: theme ? [theme] : [],
    players: [],
  };
}

export function match(n: number, teams: string[], start: string, event = EVENT_SPRING) {
  return {
    id: `recMATCH${String(n).padStart(9, '0')}`,
    __kind: 'match',
    teams,
    event: [event],
    start,
    score_1: 0,
    score_2: 0,
    first_to: 3,
    custom_name: null,
    special_event: false,
    placeholder_teams: null,
    placeholder_right: false,
    round: `Round ${n}`,
    week_text: null,
    match_group: null,
  };
}

export function event(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    __kind: 'event',
    name,
    short: name.split(' ')[0],
    theme: [],
    teams: [],
    matches: [],
    brackets: [],
    socials: [],
    in_progress: false,
    show_in_events: true,
    subdomain: null,
    start_date: '2026-11-01',
    series_subtitle: null,
    series_name: null,
    blocks: null,
    ...extra,
  };
}

/** Records of keyed by id. */
export function byId(...records: { id: string }[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(records.map((record) => [record.id, record]));
}
