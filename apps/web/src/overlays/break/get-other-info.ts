import { BREAK_TEXT } from './break-text.js';

/** Another broadcast as the Other Info slide reads it. */
export interface OtherBroadcast {
  readonly id: string;
  readonly name: string | null;
  /** Its live match's two team names (null: a slot without a team), or null without a live match. */
  readonly liveTeams: readonly [string | null, string | null] | null;
  readonly liveMatchName: string | null;
}

/** One text line of Other Info: the broadcast's name and what is on it. */
export interface OtherInfoLine {
  readonly id: string;
  readonly name: string;
  readonly detail: string;
}

/**
 * RULES (f) Other Info: other_broadcasts with their live matches, as text: "{name}" and "{team 1} vs {team 2}"
 * (else the match's name, else a between-matches note). Broadcasts without a name are left out.
 */
export function getOtherInfoLines(broadcasts: readonly OtherBroadcast[]): OtherInfoLine[] {
  return broadcasts
    .filter((b) => (b.name ?? '').trim() !== '')
    .map((b) => {
      const teams = b.liveTeams;
      const detail = teams
        ? teams[0] || teams[1]
          ? BREAK_TEXT.matchLine(teams[0] || BREAK_TEXT.tbd, teams[1] || BREAK_TEXT.tbd)
          : (b.liveMatchName ?? BREAK_TEXT.noLiveMatch)
        : BREAK_TEXT.noLiveMatch;
      return { id: b.id, name: (b.name ?? '').trim(), detail };
    });
}
