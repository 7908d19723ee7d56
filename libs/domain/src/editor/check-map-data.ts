import type { GameProfile } from '../games/game-profile.js';
import type { EditorMap, EditorTeamIds } from './editor-state.js';
import { mergeMapEntry } from './merge-map-entry.js';

/** What a map write is checked against: the match's teams, maps and game. */
export interface MapDataContext {
  /** Team ids of the match in stored order. */
  readonly teamIds: EditorTeamIds;
  /** The game profile of the match's game (RULES.md (e)). */
  readonly profile: GameProfile;
  /** The match's game as shown in messages, or null. */
  readonly game: string | null;
  /** Ids of the Map data records of the match's game. */
  readonly mapDataIds: ReadonlySet<string>;
  /** Ids of the Heroes of the match's game. */
  readonly heroIds: ReadonlySet<string>;
  /** The match's stored maps (with their ids). */
  readonly existing: readonly EditorMap[];
  /** How messages name an entry (0-based index); "Map {n}" by position when left out. */
  readonly label?: (index: number, entry: EditorMap) => string;
}

export type MapDataProblemCode =
  | 'unknown-map-entry'
  | 'duplicate-map-entry'
  | 'map-not-of-game'
  | 'not-a-team'
  | 'field-disabled'
  | 'bad-score'
  | 'not-a-hero'
  | 'duplicate-hero'
  | 'result-conflict';

/** The first problem of a map write: its code, the entry (0-based), the field and a readable message. */
export interface MapDataProblem {
  readonly code: MapDataProblemCode;
  readonly index: number;
  readonly field: string | null;
  readonly message: string;
}

const TEAM_FIELDS = ['winner', 'picker', 'banner'] as const;
const HERO_FIELDS = ['team_1_picks', 'team_2_picks', 'team_1_bans', 'team_2_bans'] as const;

/** The fields a game profile switches off (RULES.md (e) "Map picks / map bans / map score"), with why. */
function disabledFields(profile: GameProfile): [keyof EditorMap, string][] {
  return [
    ...(profile.mapPicks ? [] : [['picker', 'map picks'] as [keyof EditorMap, string]]),
    ...(profile.mapBans ? [] : [['banner', 'map bans'] as [keyof EditorMap, string]]),
    ...(profile.mapScore
      ? []
      : [
          ['score_1', 'map scores'] as [keyof EditorMap, string],
          ['score_2', 'map scores'] as [keyof EditorMap, string],
        ]),
  ];
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * RULES.md (a) update-map-data body rules, for the entries a client sends (also the mapData of a score report):
 * an entry with an id must be a map of the match (once); map must be Map data of the match's game; winner, picker
 * and banner one of the match's teams or null; scores integers ≥ 0; hero ids Heroes of the game with no duplicate
 * inside one list; fields the game profile disables empty. References are checked as sent (a stale stored value
 * does not block an unrelated edit); winner, draw and banner must exclude each other in the entry as it will be
 * stored. Returns the first problem, or null.
 */
export function checkMapData(
  entries: readonly EditorMap[],
  context: MapDataContext,
): MapDataProblem | null {
  const game = context.game ?? "this match's game";
  const existingById = new Map(
    context.existing.flatMap((map) => (map.id ? [[map.id, map] as const] : [])),
  );
  const teams = new Set(context.teamIds.filter((id): id is string => !!id));
  const disabled = disabledFields(context.profile);
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const label = context.label?.(index, entry) ?? `Map ${index + 1}`;
    const problem = (code: MapDataProblemCode, field: string | null, message: string) => ({
      code,
      index,
      field,
      message: `${label}: ${message}`,
    });
    if (entry.id) {
      if (!existingById.has(entry.id))
        return problem('unknown-map-entry', 'id', `${entry.id} is not a map of this match.`);
      if (seen.has(entry.id))
        return problem('duplicate-map-entry', 'id', `${entry.id} is listed more than once.`);
      seen.add(entry.id);
    }
    if (entry.map && !context.mapDataIds.has(entry.map))
      return problem('map-not-of-game', 'map', `the map must be a map of ${game}.`);
    for (const field of TEAM_FIELDS) {
      const team = entry[field];
      if (team && !teams.has(team))
        return problem('not-a-team', field, `${field} must be one of the match's teams.`);
    }
    for (const [field, what] of disabled) {
      if (!isEmpty(entry[field]))
        return problem('field-disabled', field, `${field} must be empty: ${game} has no ${what}.`);
    }
    for (const field of ['score_1', 'score_2'] as const) {
      const score = entry[field];
      if (score !== undefined && score !== null && !(Number.isInteger(score) && score >= 0))
        return problem('bad-score', field, `${field} must be a whole number of 0 or more.`);
    }
    for (const field of HERO_FIELDS) {
      const heroes = entry[field] ?? [];
      if (heroes.some((hero) => !context.heroIds.has(hero)))
        return problem('not-a-hero', field, `${field} must list heroes of ${game} only.`);
      if (new Set(heroes).size !== heroes.length)
        return problem('duplicate-hero', field, `${field} lists a hero more than once.`);
    }
    const stored = mergeMapEntry(entry.id ? existingById.get(entry.id) : null, entry);
    const results = [!!stored.winner, stored.draw === true, !!stored.banner].filter(Boolean);
    if (results.length > 1)
      return problem('result-conflict', null, 'winner, draw and banner exclude each other.');
  }
  return null;
}
