import { readCountOption, readTextOption } from '../shell/read-option.js';

/** Which team: the live match's first or second team as displayed, the broadcast's highlight_team, or an id. */
export type TeamImageSubject =
  | { readonly kind: 'live'; readonly side: 1 | 2 }
  | { readonly kind: 'highlight' }
  | { readonly kind: 'id'; readonly id: string };

/** The team-image route's options (OVERLAYS §1 team-image). */
export interface TeamImageOptions {
  /** `team` (or `teamNum`): 1 / 2 (default 1), `highlight`, or a team record id. */
  readonly team: TeamImageSubject;
  /** `index` / `image` / `imageNum`: the 1-based image of the team (default 1). */
  readonly index: number;
  /** `overrideURL` / `override`: an https address shown instead of the team's image; null otherwise. */
  readonly overrideUrl: string | null;
}

/** A record id as an address may give it: `rec` + 14 characters, or the 14 alone. */
const TEAM_ID = /^(rec)?[A-Za-z0-9]{14}$/;

function readSubject(params: URLSearchParams): TeamImageSubject {
  const value = readTextOption(params, 'team', 'teamNum');
  if (value === '2') return { kind: 'live', side: 2 };
  if (value?.toLowerCase() === 'highlight') return { kind: 'highlight' };
  if (value && TEAM_ID.test(value))
    return { kind: 'id', id: value.length === 14 ? `rec${value}` : value };
  return { kind: 'live', side: 1 };
}

/** An https address (the only scheme an override may use), normalised; null for anything else. */
export function readHttpsUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads the team-image options from the query parameters. */
export function parseTeamImageOptions(params: URLSearchParams): TeamImageOptions {
  return {
    team: readSubject(params),
    index: readCountOption(params, 1, 'index', 'image', 'imageNum') ?? 1,
    overrideUrl: readHttpsUrl(readTextOption(params, 'overrideURL', 'override')),
  };
}
