import type { MapDataEntry, MapRecord } from '@castline/contracts';
import { checkMatchScores, selectSingleMap, type GameProfile } from '@castline/domain';
import type { DashboardPickBanVisibility } from '../../../lib/settings/user-settings.js';
import type { EditorMapOption, EditorRowFields } from '../../reports/components/editor-map-row.js';
import {
  editorFromReportData,
  toReportData,
  type ScoreEditorState,
} from '../../reports/score-editor-state.js';
import type { DashboardMatch } from '../dashboard-records.js';
import type { DashboardPress } from '../hooks/use-dashboard-run.js';
import { MATCH_EDITOR_TEXT } from './match-editor-text.js';

/** The editor's working copy of the scores and maps (the score-report editor's state; forfeit stays unused). */
export type MatchEditorDraft = ScoreEditorState;

/** Dashboard pick/ban visibility (broadcast §4: hidden, order, inline, show; the editor's own default inline). */
export type PickBanVisibility = 'hidden' | 'order' | 'inline' | 'show';
export const PICK_BAN_VISIBILITIES: readonly PickBanVisibility[] = [
  'hidden',
  'order',
  'inline',
  'show',
];
export const EDITOR_DEFAULT_PICK_BAN_VISIBILITY: PickBanVisibility = 'inline';

/**
 * The dashboard's starting visibility from the user setting dashboardPickBanVisibility, whose stored values are
 * 'none' | 'order' | 'all' (public-site §3): 'none' hides picks and bans, 'order' shows the map pick/ban order,
 * 'all' shows everything on its own line ('show'). 'inline' has no stored value: it is the editor's own default,
 * used when the setting is absent.
 */
export function toPickBanVisibility(
  setting: DashboardPickBanVisibility | null | undefined,
): PickBanVisibility {
  switch (setting) {
    case 'none':
      return 'hidden';
    case 'order':
      return 'order';
    case 'all':
      return 'show';
    case null:
    case undefined:
      return EDITOR_DEFAULT_PICK_BAN_VISIBILITY;
  }
}

/** The map row fields a visibility shows, and where the hero lists go. */
export function getPickBanFields(visibility: PickBanVisibility): {
  readonly fields: EditorRowFields;
  readonly heroLayout: 'inline' | 'below';
} {
  const order = visibility !== 'hidden';
  const heroes = visibility === 'inline' || visibility === 'show';
  return {
    fields: { mapPicks: order, mapBans: order, heroPicks: heroes, heroBans: heroes },
    heroLayout: visibility === 'show' ? 'below' : 'inline',
  };
}

/** The live match's scores and maps as the editor starts from them. */
export function draftFromMatch(
  match: DashboardMatch,
  mapRecords: readonly MapRecord[],
): MatchEditorDraft {
  const firstTo = match.first_to ?? 0;
  const byId = new Map(mapRecords.map((map) => [map.id, map]));
  const ordered = (match.maps ?? []).flatMap((id) => {
    const map = byId.get(id);
    return map ? [map] : [];
  });
  return editorFromReportData(
    { mapData: ordered, matchData: { score_1: match.score_1, score_2: match.score_2 } },
    firstTo,
  );
}

/** Broadcast §4 "If only one map is available it is auto-selected" (the domain's selectSingleMap). */
export function withSingleMapSelected(
  draft: MatchEditorDraft,
  offered: readonly EditorMapOption[],
): MatchEditorDraft {
  const maps = selectSingleMap(
    draft.maps,
    offered.map((option) => option.value),
  );
  return maps === draft.maps ? draft : { ...draft, maps };
}

/** update-map-data's mapData for a draft: blank new rows dropped, every stored map kept, disabled fields empty. */
export function toMapData(draft: MatchEditorDraft, profile: GameProfile): MapDataEntry[] {
  return toReportData(draft, {
    allowForfeits: false,
    showHeroPicks: true,
    showHeroBans: true,
    showMapBans: profile.mapBans,
  }).mapData.map((entry) => ({
    ...entry,
    picker: profile.mapPicks ? (entry.picker ?? null) : null,
    score_1: profile.mapScore ? (entry.score_1 ?? null) : null,
    score_2: profile.mapScore ? (entry.score_2 ?? null) : null,
  }));
}

/** Match Details fields the Save button writes with update-match-data (the start has its own date editor). */
export interface MatchDetails {
  readonly vod: string;
  readonly vod_2: string;
  readonly alternative_vod: string;
  readonly special_event: boolean;
  readonly custom_name: string;
  readonly mvp: string | null;
}
export type VodField = 'vod' | 'vod_2' | 'alternative_vod';
export const VOD_FIELDS: readonly VodField[] = ['vod', 'vod_2', 'alternative_vod'];

export function detailsFromMatch(match: DashboardMatch): MatchDetails {
  return {
    vod: match.vod ?? '',
    vod_2: match.vod_2 ?? '',
    alternative_vod: match.alternative_vod ?? '',
    special_event: match.special_event === true,
    custom_name: match.custom_name ?? '',
    mvp: match.mvp?.[0] ?? null,
  };
}

/** Broadcast §5 "VOD fields must be URLs": empty, or an http(s) URL. */
export function isVodUrl(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The problems of the draft, by field: VOD fields that are not URLs, and the match scores' range. */
export interface MatchEditorProblems {
  readonly score: string | null;
  readonly vod: Partial<Record<VodField, string>>;
}

export function getMatchEditorProblems(
  draft: MatchEditorDraft,
  details: MatchDetails,
): MatchEditorProblems {
  const vod: Partial<Record<VodField, string>> = {};
  for (const field of VOD_FIELDS) {
    if (!isVodUrl(details[field])) vod[field] = MATCH_EDITOR_TEXT.vodNotUrl;
  }
  const problem = checkMatchScores({
    score_1: draft.score_1,
    score_2: draft.score_2,
    first_to: draft.first_to,
  });
  const score =
    problem === null
      ? null
      : problem === 'both-at-first-to'
        ? MATCH_EDITOR_TEXT.bothAtFirstTo
        : MATCH_EDITOR_TEXT.scoreRange(draft.first_to);
  return { score, vod };
}

export const hasProblems = (problems: MatchEditorProblems): boolean =>
  problems.score !== null || Object.keys(problems.vod).length > 0;

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The changed Match Details as update-match-data's updatedData (empty when nothing changed). */
export function getDetailsUpdate(
  before: MatchDetails,
  after: MatchDetails,
): Record<string, string | boolean | null> {
  const update: Record<string, string | boolean | null> = {};
  for (const field of VOD_FIELDS) {
    if (orNull(before[field]) !== orNull(after[field])) update[field] = orNull(after[field]);
  }
  if (before.special_event !== after.special_event) update.special_event = after.special_event;
  if (orNull(before.custom_name) !== orNull(after.custom_name))
    update.custom_name = orNull(after.custom_name);
  if (before.mvp !== after.mvp) update.mvpPlayerID = after.mvp;
  return update;
}

/** The press key every Save press shares (one Save in flight). */
export const SAVE_KEY = 'match-editor-save';

/**
 * What Save sends, in order (broadcast §7 "scores sent first if they differ"): the match scores with
 * update-match-data ('Score set to {a}-{b}') when they differ from the live match, then update-map-data ('Map data
 * saved') when the maps changed, then the changed Match Details with update-match-data ('Map details saved').
 */
export function planMatchEditorSave(input: {
  readonly matchId: string;
  readonly profile: GameProfile;
  readonly initial: MatchEditorDraft;
  readonly draft: MatchEditorDraft;
  readonly initialDetails: MatchDetails;
  readonly details: MatchDetails;
}): DashboardPress[] {
  const { matchId, draft, initial } = input;
  const presses: DashboardPress[] = [];
  if (draft.score_1 !== initial.score_1 || draft.score_2 !== initial.score_2) {
    presses.push({
      key: SAVE_KEY,
      action: 'update-match-data',
      body: { matchID: matchId, updatedData: { score_1: draft.score_1, score_2: draft.score_2 } },
      success: MATCH_EDITOR_TEXT.scoreSet(draft.score_1, draft.score_2),
    });
  }
  const mapData = toMapData(draft, input.profile);
  if (JSON.stringify(mapData) !== JSON.stringify(toMapData(initial, input.profile))) {
    presses.push({
      key: SAVE_KEY,
      action: 'update-map-data',
      body: { matchID: matchId, mapData },
      success: MATCH_EDITOR_TEXT.mapDataSaved,
    });
  }
  const updatedData = getDetailsUpdate(input.initialDetails, input.details);
  if (Object.keys(updatedData).length > 0) {
    presses.push({
      key: SAVE_KEY,
      action: 'update-match-data',
      body: { matchID: matchId, updatedData },
      success: MATCH_EDITOR_TEXT.detailsSaved,
    });
  }
  return presses;
}
