import { countMapWins } from '../editor/count-map-wins.js';
import { checkMapData } from '../editor/check-map-data.js';
import { checkMatchScores, type MatchScoreProblem } from '../editor/check-match-scores.js';
import type { EditorMap } from '../editor/editor-state.js';
import { planMapData, type StoredEditorMap } from '../editor/plan-map-data.js';
import { applyWording } from '../games/apply-wording.js';
import type { GameProfile } from '../games/game-profile.js';
import { getHeroLimit } from '../games/get-hero-limit.js';
import { getSeriesLabel } from '../games/get-series-label.js';
import { parsePickBanOrder } from '../results/parse-pick-ban-order.js';

/** A Map data record a report may name (RULES (h) Event map_pool, else the game's maps). */
export interface ScoreReportMapOption {
  readonly id: string;
  readonly name: string | null;
  readonly game: string | null;
  /** The map mode (Map data type), which decides whether the map can end in a draw. */
  readonly type: string | null;
}

/** A Hero record a report may name. */
export interface ScoreReportHeroOption {
  readonly id: string;
  readonly game: string | null;
}

/** The reporting.score switches a report is checked against (RULES b.1; off when the block leaves them out). */
export interface ScoreReportSwitches {
  readonly allowForfeits: boolean;
  readonly showHeroPicks: boolean;
  readonly showHeroBans: boolean;
  readonly showMapBans: boolean;
}

/** The match-editor report data (contracts ScoreReportData, structurally): the maps and the match fields. */
export interface ScoreReportDataInput {
  readonly mapData: readonly EditorMap[];
  readonly matchData: {
    readonly score_1: number;
    readonly score_2: number;
    readonly forfeit?: boolean | null | undefined;
  };
}

/** Everything a score report is checked against, as plain data a service fills from its records. */
export interface ScoreReportContext {
  /** The match's first_to (null or 0: the match cannot be reported). */
  readonly firstTo: number | null;
  /** The match's two team ids in stored order. */
  readonly teamIds: readonly [string, string];
  /** The match's game (as in messages), or null. */
  readonly game: string | null;
  /** The game profile of the match's game (RULES (e)). */
  readonly profile: GameProfile;
  /** The match's pick_ban_order (hero ban counts come from it where the profile sets none). */
  readonly pickBanOrder: string | null;
  /** The maps a report may name: the event's map_pool, else every Map data record of the game. */
  readonly maps: readonly ScoreReportMapOption[];
  /** True when `maps` is the event's map_pool (the message then names the pool). */
  readonly mapsFromPool: boolean;
  /** The heroes a report may name (those of other games are refused). */
  readonly heroes: readonly ScoreReportHeroOption[];
  /** The match's stored maps (entries with an id must be one of them; apply merges into them). */
  readonly existingMaps: readonly StoredEditorMap[];
  readonly switches: ScoreReportSwitches;
}

type HeroField = 'team_1_picks' | 'team_2_picks' | 'team_1_bans' | 'team_2_bans';
const HERO_FIELDS: readonly { field: HeroField; kind: 'pick' | 'ban'; team: 1 | 2 }[] = [
  { field: 'team_1_picks', kind: 'pick', team: 1 },
  { field: 'team_2_picks', kind: 'pick', team: 2 },
  { field: 'team_1_bans', kind: 'ban', team: 1 },
  { field: 'team_2_bans', kind: 'ban', team: 2 },
];

const SCORE_TEXT: Record<MatchScoreProblem, (firstTo: number) => string> = {
  'score-not-integer': () => 'score_1 and score_2 must be whole numbers.',
  'score-out-of-range': (firstTo) => `score_1 and score_2 must be from 0 to ${firstTo}.`,
  'both-at-first-to': (firstTo) => `score_1 and score_2 cannot both be ${firstTo}.`,
  'forfeit-needs-sweep': (firstTo) => `A forfeit needs one score at ${firstTo} and the other at 0.`,
};

const hasResult = (map: EditorMap) => !map.banner && (!!map.winner || map.draw === true);

/**
 * Checks a score report's data before anyone has to counter it (RULES (a) submit-score-report body rules and issue
 * 18 item 3), in this order, and returns the first problem as a sentence naming the map and the field, or null:
 * 1. the match fields: a forfeit only with allowForfeits; scores by the update-match-data rules; the scores finish
 *    the match (exactly one side at first_to);
 * 2. each map entry: from the event's map pool; the update-map-data rules (checkMapData: a map of the match, Map
 *    data of the game, teams of the match, fields the profile disables empty, heroes of the game without
 *    duplicates, winner / draw / banner exclusive); map bans only with showMapBans; hero picks and bans only with
 *    showHeroPicks / showHeroBans and at most the profile's counts (getHeroLimit); draws only on map types the
 *    game profile lets end level;
 * 3. the series, on the maps as apply would store them (planMapData): no result after the map that decided the
 *    match, at least first_to decided maps, and map wins equal to the scores (forfeits excepted).
 */
export function validateScoreReportData(
  data: ScoreReportDataInput,
  ctx: ScoreReportContext,
): string | null {
  const { profile, switches } = ctx;
  const firstTo = ctx.firstTo ?? 0;
  const { score_1: score1, score_2: score2 } = data.matchData;
  const forfeit = data.matchData.forfeit === true;
  if (firstTo < 1) return 'This match has no first_to, so its result cannot be reported.';
  if (forfeit && !switches.allowForfeits) return 'Forfeits are not allowed in this event.';
  const scoreProblem = checkMatchScores({
    score_1: score1,
    score_2: score2,
    first_to: firstTo,
    forfeit,
  });
  if (scoreProblem) return SCORE_TEXT[scoreProblem](firstTo);
  if (score1 !== firstTo && score2 !== firstTo)
    return `The score must finish the match: score_1 or score_2 must be ${firstTo}.`;

  const mapsById = new Map(ctx.maps.map((map) => [map.id, map]));
  const existingById = new Map(ctx.existingMaps.map((map) => [map.id, map]));
  const mapWord = applyWording(profile, 'map');
  const label = (index: number, map: EditorMap) => {
    const id = map.map ?? (map.id ? existingById.get(map.id)?.map : null);
    const name = id ? mapsById.get(id)?.name : null;
    return `${mapWord} ${index + 1}${name ? ` (${name})` : ''}`;
  };
  const entries = data.mapData;
  const gameName = ctx.game ?? "this match's game";

  if (ctx.mapsFromPool) {
    const index = entries.findIndex((entry) => !!entry.map && !mapsById.has(entry.map));
    const entry = entries[index];
    if (entry) return `${label(index, entry)}: the map is not in this event's map pool.`;
  }
  const mapProblem = checkMapData(entries, {
    teamIds: ctx.teamIds,
    profile,
    game: ctx.game,
    mapDataIds: new Set(ctx.maps.filter((map) => map.game === ctx.game).map((map) => map.id)),
    heroIds: new Set(ctx.heroes.filter((hero) => hero.game === ctx.game).map((hero) => hero.id)),
    existing: ctx.existingMaps,
    label,
  });
  if (mapProblem) return mapProblem.message;

  const heroWord = applyWording(profile, 'hero').toLowerCase();
  const heroesWord = applyWording(profile, 'heroes').toLowerCase();
  for (const [index, entry] of entries.entries()) {
    const name = label(index, entry);
    if (entry.banner && !switches.showMapBans)
      return `${name}: ${mapWord.toLowerCase()} bans are not reported in this event (banner must be empty).`;
    const steps = parsePickBanOrder(
      ctx.pickBanOrder ?? profile.defaultPickBanOrder,
      entry.flip_pick_ban_order === true,
    );
    for (const { field, kind, team } of HERO_FIELDS) {
      const count = entry[field]?.length ?? 0;
      if (count === 0) continue;
      const shown = kind === 'pick' ? switches.showHeroPicks : switches.showHeroBans;
      if (!shown)
        return `${name}: ${heroWord} ${kind}s are not reported in this event (${field} must be empty).`;
      const limit = getHeroLimit(profile, kind, steps, team);
      if (limit === 0)
        return `${name}: ${field} must be empty: this match's pick/ban order gives team ${team} no ${heroWord} ${kind}s.`;
      if (count > limit)
        return `${name}: ${field} lists ${count} ${heroesWord}; the limit is ${limit} per team.`;
    }
    if (entry.draw === true) {
      const mapId = entry.map ?? (entry.id ? existingById.get(entry.id)?.map : null);
      const type = mapId ? (mapsById.get(mapId)?.type ?? null) : null;
      if (profile.drawableMapTypes.length === 0)
        return `${name}: ${gameName} ${mapWord.toLowerCase()}s cannot end in a draw (draw must be off).`;
      if (!type || !profile.drawableMapTypes.includes(type))
        return `${name}: only ${profile.drawableMapTypes.join(', ')} maps can end in a draw (draw must be off).`;
    }
  }

  let placeholder = 0;
  const planned = planMapData(
    ctx.existingMaps,
    entries,
    () => `planned-${(placeholder += 1)}`,
  ).maps;
  let decider: { index: number; map: StoredEditorMap } | null = null;
  for (const [index, map] of planned.entries()) {
    if (!hasResult(map)) continue;
    if (decider)
      return `${label(index, map)}: the match was already decided on ${label(decider.index, decider.map)}, so this ${mapWord.toLowerCase()} cannot have a result.`;
    if (countMapWins(planned.slice(0, index + 1), ctx.teamIds).includes(firstTo))
      decider = { index, map };
  }
  if (forfeit) return null;
  const decided = planned.filter(hasResult).length;
  if (decided < firstTo) {
    const series = getSeriesLabel(profile, firstTo, 'long').toLowerCase();
    return `The report has ${decided} decided ${mapWord.toLowerCase()}${decided === 1 ? '' : 's'}; a ${series} match needs at least ${firstTo}.`;
  }
  const wins = countMapWins(planned, ctx.teamIds);
  if (wins[0] !== score1 || wins[1] !== score2)
    return `The ${mapWord.toLowerCase()} wins (${wins[0]}-${wins[1]}) must equal the score (${score1}-${score2}).`;
  return null;
}
