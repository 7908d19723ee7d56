import { isThingReady, type Loadable, type ThingRecord } from '../../lib/things/thing-types.js';

/** A team of the live match as overlays paint it. */
export interface LiveTeam {
  readonly id: string;
  readonly name: string;
  readonly code: string | null;
  /** The team's theme record id (useOverlayColors), null without one. */
  readonly themeId: string | null;
  readonly record: ThingRecord;
}

/** A map of the live match (broadcast §3 "Map record") with its map data and heroes read. */
export interface LiveMap {
  readonly id: string;
  readonly record: ThingRecord;
  /** The map data record (name, type, image), null until it arrives or without one. */
  readonly mapData: ThingRecord | null;
  /** The map's name: the map data's name, else the record's own name. */
  readonly name: string | null;
}

/**
 * The live match in display order (OVERLAYS §1 "LM"): `flip_teams` swaps the two sides, their scores and the
 * per-side fields of each map, so every overlay shows the teams where the producer put them.
 */
export interface LiveMatchView {
  readonly id: string;
  readonly record: ThingRecord;
  readonly flipped: boolean;
  /** Left and right team (null: an empty slot or not loaded yet). */
  readonly teams: readonly [LiveTeam | null, LiveTeam | null];
  /** Left and right score (null when unset). */
  readonly scores: readonly [number | null, number | null];
  readonly firstTo: number | null;
  readonly maps: readonly LiveMap[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The id of a link's first entry: the id itself, or, once hydrated (LIVE_MATCH_TREE teams.theme), the record or
 * loading marker that replaced it (its `__id`).
 */
function firstLinkId(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : null;
  if (typeof first === 'string') return first;
  const id =
    typeof first === 'object' && first !== null ? (first as { __id?: unknown }).__id : null;
  return typeof id === 'string' ? id : null;
}

function toTeam(entry: unknown): LiveTeam | null {
  if (!isThingReady(entry as Loadable | undefined)) return null;
  const record = entry as ThingRecord;
  return {
    id: record.id,
    name: text(record['name']) ?? '',
    code: text(record['code']),
    themeId: firstLinkId(record['theme']),
    record,
  };
}

function toMap(entry: unknown): LiveMap | null {
  if (!isThingReady(entry as Loadable | undefined)) return null;
  const record = entry as ThingRecord;
  const linked = Array.isArray(record['map']) ? (record['map'] as unknown[])[0] : undefined;
  const mapData = isThingReady(linked as Loadable | undefined) ? (linked as ThingRecord) : null;
  return {
    id: record.id,
    record,
    mapData,
    name: text(mapData?.['name']) ?? text(record['name']),
  };
}

/**
 * Reads a live match hydrated with `LIVE_MATCH_TREE` into display order. Answers null for a match that has not
 * arrived (or none).
 */
export function readLiveMatch(hydrated: Loadable | undefined): LiveMatchView | null {
  if (!isThingReady(hydrated)) return null;
  const record = hydrated;
  const teams = Array.isArray(record['teams']) ? (record['teams'] as unknown[]) : [];
  const flipped = record['flip_teams'] === true;
  const pair = [toTeam(teams[0]), toTeam(teams[1])] as const;
  const scores = [num(record['score_1']), num(record['score_2'])] as const;
  const maps = (Array.isArray(record['maps']) ? (record['maps'] as unknown[]) : [])
    .map(toMap)
    .filter((map): map is LiveMap => map !== null)
    .sort((a, b) => (num(a.record['number']) ?? 0) - (num(b.record['number']) ?? 0));
  return {
    id: record.id,
    record,
    flipped,
    teams: flipped ? [pair[1], pair[0]] : pair,
    scores: flipped ? [scores[1], scores[0]] : scores,
    firstTo: num(record['first_to']),
    maps,
  };
}

/** What useLiveMatch hydrates: teams with their themes, maps with their map data, the event. */
export const LIVE_MATCH_TREE = {
  teams: { theme: true },
  maps: { map: true },
  event: true,
} as const;
