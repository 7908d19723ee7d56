import type { MapDataEntry, ScoreReportData } from '@castline/contracts';
import type { EditorMap } from '@castline/domain';
import type { ScoreReportSettings } from './read-report-settings.js';

/** The score editor's working copy (broadcast §2 "Match editor", score-report mode). */
export interface ScoreEditorState {
  readonly score_1: number;
  readonly score_2: number;
  readonly first_to: number;
  readonly forfeit: boolean;
  readonly forfeit_reason: string;
  /** The map rows; 'Add map' appends an empty one (rows left empty are not reported). */
  readonly maps: readonly EditorMap[];
}

type Fields = Readonly<Record<string, unknown>>;
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** An empty editor ('Empty editor'): no maps, 0 – 0, no forfeit. */
export function createEmptyEditor(firstTo: number): ScoreEditorState {
  return {
    score_1: 0,
    score_2: 0,
    first_to: firstTo,
    forfeit: false,
    forfeit_reason: '',
    maps: [],
  };
}

/** One map entry of report data (or a map record with single links) as an editor row. */
export function toEditorMap(entry: unknown): EditorMap {
  const map = fieldsOf(entry);
  const first = (value: unknown): string | null =>
    Array.isArray(value) ? idOf(value[0]) : idOf(value);
  return {
    id: idOf(map.id),
    map: first(map.map),
    winner: first(map.winner),
    draw: map.draw === true,
    picker: first(map.picker),
    banner: first(map.banner),
    score_1: numberOf(map.score_1),
    score_2: numberOf(map.score_2),
    replay_code: typeof map.replay_code === 'string' ? map.replay_code : null,
    team_1_picks: listOf(map.team_1_picks),
    team_2_picks: listOf(map.team_2_picks),
    team_1_bans: listOf(map.team_1_bans),
    team_2_bans: listOf(map.team_2_bans),
  };
}

/** A report's data in the editor ('Load proposed score report'). */
export function editorFromReportData(data: unknown, firstTo: number): ScoreEditorState {
  const { mapData, matchData } = fieldsOf(data);
  const match = fieldsOf(matchData);
  return {
    score_1: numberOf(match.score_1) ?? 0,
    score_2: numberOf(match.score_2) ?? 0,
    first_to: firstTo,
    forfeit: match.forfeit === true,
    forfeit_reason: typeof match.forfeit_reason === 'string' ? match.forfeit_reason : '',
    maps: Array.isArray(mapData) ? mapData.map(toEditorMap) : [],
  };
}

/** A row with nothing in it (no stored map, no field set): it is not saved. */
export const isBlankRow = (map: EditorMap): boolean =>
  !map.id &&
  !map.map &&
  !map.winner &&
  !map.draw &&
  !map.banner &&
  !map.picker &&
  map.score_1 == null &&
  map.score_2 == null &&
  !map.replay_code &&
  [map.team_1_picks, map.team_2_picks, map.team_1_bans, map.team_2_bans].every(
    (list) => (list ?? []).length === 0,
  );

/**
 * The editor as a report body's reportData (RULES (a) submit-score-report): rows left blank are dropped; hero
 * picks and bans only where the event shows them (showHeroPicks / showHeroBans), map bans only with showMapBans;
 * a forfeit only where the event allows forfeits.
 */
export function toReportData(
  state: ScoreEditorState,
  settings: Pick<
    ScoreReportSettings,
    'allowForfeits' | 'showHeroPicks' | 'showHeroBans' | 'showMapBans'
  >,
): ScoreReportData {
  const mapData: MapDataEntry[] = state.maps
    .filter((map) => !isBlankRow(map))
    .map((map) => {
      const entry: MapDataEntry = {
        ...(map.id ? { id: map.id } : {}),
        map: map.map ?? null,
        winner: map.winner ?? null,
        draw: map.draw === true,
        picker: map.picker ?? null,
        banner: settings.showMapBans ? (map.banner ?? null) : null,
        score_1: map.score_1 ?? null,
        score_2: map.score_2 ?? null,
        replay_code: map.replay_code ? map.replay_code.trim().toUpperCase() : null,
      };
      if (settings.showHeroPicks) {
        entry.team_1_picks = [...(map.team_1_picks ?? [])];
        entry.team_2_picks = [...(map.team_2_picks ?? [])];
      }
      if (settings.showHeroBans) {
        entry.team_1_bans = [...(map.team_1_bans ?? [])];
        entry.team_2_bans = [...(map.team_2_bans ?? [])];
      }
      return entry;
    });
  const forfeit = settings.allowForfeits && state.forfeit;
  return {
    mapData,
    matchData: {
      score_1: state.score_1,
      score_2: state.score_2,
      ...(forfeit
        ? { forfeit: true, forfeit_reason: state.forfeit_reason.trim() || null }
        : { forfeit: false }),
    },
  };
}
