import type { LiveMatchView } from '../shell/live-match.js';

/** A side of the frame, in display order (flip_teams applied). */
export type DeskSide = 'left' | 'right';

/** One map of the live match as the desk's Scoreboard and Maps modes show it. */
export interface DeskMapRow {
  readonly id: string;
  readonly name: string | null;
  /** 1-based among the maps not banned; null for a banned map. */
  readonly number: number | null;
  readonly state: 'played' | 'current' | 'upcoming' | 'banned';
  readonly bannedBy: DeskSide | null;
  readonly pickedBy: DeskSide | null;
  readonly winner: DeskSide | null;
  readonly draw: boolean;
  /** Left and right map score (null when unset). */
  readonly scores: readonly [number | null, number | null];
  /** Hero ids banned by the left and right team on this map. */
  readonly bans: readonly [readonly string[], readonly string[]];
  /** The map record, stored order (for the draft's hero lists). */
  readonly record: Readonly<Record<string, unknown>>;
}

type MatchInput = Pick<LiveMatchView, 'teams' | 'maps' | 'flipped'>;

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function sideOf(match: MatchInput, value: unknown): DeskSide | null {
  const id = links(value)[0];
  if (id === undefined) return null;
  if (match.teams[0]?.id === id) return 'left';
  if (match.teams[1]?.id === id) return 'right';
  return null;
}

/**
 * The live match's maps in map order, in display order (flip_teams swaps each map's scores and bans like the
 * teams): a map with a banner is banned and not played (broadcast §4); one with a winner or a draw is played; the
 * first other map is the current one, later ones upcoming.
 */
export function getDeskMapRows(match: MatchInput): DeskMapRow[] {
  let number = 0;
  let hasCurrent = false;
  return match.maps.map((map) => {
    const record = map.record;
    const banned = links(record['banner']).length > 0;
    const draw = record['draw'] === true;
    const decided = draw || links(record['winner']).length > 0;
    let state: DeskMapRow['state'];
    if (banned) state = 'banned';
    else if (decided) state = 'played';
    else if (!hasCurrent) {
      state = 'current';
      hasCurrent = true;
    } else state = 'upcoming';
    if (!banned) number += 1;
    const scores = [num(record['score_1']), num(record['score_2'])] as const;
    const bans = [links(record['team_1_bans']), links(record['team_2_bans'])] as const;
    return {
      id: map.id,
      name: map.name,
      number: banned ? null : number,
      state,
      bannedBy: sideOf(match, record['banner']),
      pickedBy: sideOf(match, record['picker']),
      winner: banned ? null : sideOf(match, record['winner']),
      draw: !banned && draw,
      scores: match.flipped ? [scores[1], scores[0]] : scores,
      bans: match.flipped ? [bans[1], bans[0]] : bans,
      record,
    };
  });
}

/** The map the draft is about: the current map, else the last map played; null without one. */
export function findDraftMap(rows: readonly DeskMapRow[]): DeskMapRow | null {
  const current = rows.find((row) => row.state === 'current');
  if (current) return current;
  const played = rows.filter((row) => row.state === 'played');
  return played[played.length - 1] ?? null;
}
