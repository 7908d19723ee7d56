import type { LiveMap, LiveMatchView } from '../shell/live-match.js';

/** A side of the frame in display order (flip_teams applied). */
export type MapSide = 'left' | 'right';

/** Where a map of the series stands. */
export type MapSlotState = 'played' | 'banned' | 'current' | 'upcoming';

/** One map of the series as the maps overlay and the HUD's map icons paint it. */
export interface MapSlot {
  /** The map record's id, or `tbd-{n}` for a map still to be chosen. */
  readonly key: string;
  /** The map record; null for a map still to be chosen. */
  readonly map: LiveMap | null;
  /** 1-based number among the maps played or to play; null for a banned map. */
  readonly number: number | null;
  readonly state: MapSlotState;
  /** The side whose team won the map (null: no winner, a draw, or a team not in the match). */
  readonly winner: MapSide | null;
  readonly draw: boolean;
  readonly picker: MapSide | null;
  readonly banner: MapSide | null;
}

type SeriesInput = Pick<LiveMatchView, 'teams' | 'maps' | 'firstTo' | 'scores'>;

const firstId = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;

/** The display side of a team id (the live match's teams are already in display order). */
function sideOf(match: SeriesInput, value: unknown): MapSide | null {
  const id = firstId(value);
  if (id === null) return null;
  if (match.teams[0]?.id === id) return 'left';
  if (match.teams[1]?.id === id) return 'right';
  return null;
}

/** True once a side's score has reached first_to. */
export function isSeriesDecided(match: Pick<SeriesInput, 'firstTo' | 'scores'>): boolean {
  const { firstTo, scores } = match;
  if (firstTo === null || firstTo <= 0) return false;
  return (scores[0] ?? 0) >= firstTo || (scores[1] ?? 0) >= firstTo;
}

/**
 * The maps of the live match's series, in map order: every map record (played: a winner or a draw; banned: a
 * banner; the current map: the first unbanned map with neither, as RULES (i) names it; later ones upcoming),
 * then, while the series is undecided, one "to be decided" slot per map still needed to reach the series length
 * (2 × first_to − 1 maps played; banned maps do not count). With no current map record, the first of those slots is
 * the current one (the next map to play). A decided series has no current map and no slots to be decided.
 */
export function getMapSlots(match: SeriesInput): MapSlot[] {
  const slots: MapSlot[] = [];
  let number = 0;
  const seriesDecided = isSeriesDecided(match);
  // A decided series has no current map: an entered map left unplayed stays upcoming.
  let hasCurrent = seriesDecided;
  for (const map of match.maps) {
    const record = map.record;
    const banner = sideOf(match, record['banner']);
    const banned = firstId(record['banner']) !== null;
    const draw = record['draw'] === true;
    const winner = sideOf(match, record['winner']);
    const decided = draw || firstId(record['winner']) !== null;
    let state: MapSlotState;
    if (banned) state = 'banned';
    else if (decided) state = 'played';
    else if (!hasCurrent) {
      state = 'current';
      hasCurrent = true;
    } else state = 'upcoming';
    if (!banned) number += 1;
    slots.push({
      key: map.id,
      map,
      number: banned ? null : number,
      state,
      winner: banned ? null : winner,
      draw: !banned && draw,
      picker: sideOf(match, record['picker']),
      banner,
    });
  }
  const length = match.firstTo !== null && match.firstTo > 0 ? match.firstTo * 2 - 1 : 0;
  if (!seriesDecided) {
    while (number < length) {
      number += 1;
      const state: MapSlotState = hasCurrent ? 'upcoming' : 'current';
      hasCurrent = true;
      slots.push({
        key: `tbd-${number}`,
        map: null,
        number,
        state,
        winner: null,
        draw: false,
        picker: null,
        banner: null,
      });
    }
  }
  return slots;
}
