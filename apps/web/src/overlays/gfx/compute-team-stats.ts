/** A match as the Stats item reads it (record fields; teams and event as record ids). */
export interface StatsMatch {
  readonly id: string;
  readonly teams: readonly string[];
  readonly event: readonly string[];
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly forfeit?: boolean | null;
  readonly start?: string | null;
}

/** A team's record this event (Stats item). */
export interface TeamStats {
  readonly played: number;
  readonly wins: number;
  readonly losses: number;
  readonly mapsWon: number;
  readonly mapsLost: number;
  /** The current run of the same result, most recent match first; null before any result. */
  readonly streak: { readonly result: 'W' | 'L'; readonly count: number } | null;
}

/** The meetings of the two teams this event (before the live match). */
export interface HeadToHead {
  readonly count: number;
  readonly leftWins: number;
  readonly rightWins: number;
}

interface Result {
  readonly won: boolean;
  readonly own: number;
  readonly other: number;
  readonly forfeit: boolean;
  readonly start: string;
  readonly opponent: string | null;
}

/** A finished match from one team's side (first_to reached by one side); null otherwise. */
function resultFor(teamId: string, match: StatsMatch): Result | null {
  const slot = match.teams.indexOf(teamId);
  if (slot !== 0 && slot !== 1) return null;
  const firstTo = match.first_to ?? 0;
  const s1 = match.score_1 ?? 0;
  const s2 = match.score_2 ?? 0;
  if (firstTo <= 0 || (s1 !== firstTo && s2 !== firstTo) || s1 === s2) return null;
  const own = slot === 0 ? s1 : s2;
  const other = slot === 0 ? s2 : s1;
  return {
    won: own > other,
    own,
    other,
    forfeit: match.forfeit === true,
    start: match.start ?? '',
    opponent: match.teams[slot === 0 ? 1 : 0] ?? null,
  };
}

/**
 * The finished matches of `teamId` in event `eventId`, other than `excludeMatchId` (the live match), as results.
 */
function resultsFor(
  teamId: string,
  matches: readonly StatsMatch[],
  eventId: string | null,
  excludeMatchId: string | null,
): Result[] {
  const seen = new Set<string>();
  const out: Result[] = [];
  for (const match of matches) {
    if (match.id === excludeMatchId || seen.has(match.id)) continue;
    if (eventId !== null && !match.event.includes(eventId)) continue;
    const result = resultFor(teamId, match);
    if (!result) continue;
    seen.add(match.id);
    out.push(result);
  }
  return out;
}

/**
 * A team's record this event (OVERLAYS §1 gfx/:index Stats; apps/web/README.md "GFX items"): over its finished
 * matches of the live match's event (first_to reached, the live match itself left out), the matches played, won
 * and lost, the maps won and lost (a forfeit counts as a match result but adds no maps), and its current streak
 * (results by start time, latest first). `eventId` null counts every match.
 */
export function computeTeamStats(
  teamId: string,
  matches: readonly StatsMatch[],
  eventId: string | null,
  excludeMatchId: string | null,
): TeamStats {
  const results = resultsFor(teamId, matches, eventId, excludeMatchId);
  const wins = results.filter((r) => r.won).length;
  const maps = results.filter((r) => !r.forfeit);
  const latest = [...results].sort((a, b) => (a.start < b.start ? 1 : a.start > b.start ? -1 : 0));
  let streak: TeamStats['streak'] = null;
  if (latest[0]) {
    const won = latest[0].won;
    let count = 0;
    while (latest[count]?.won === won) count += 1;
    streak = { result: won ? 'W' : 'L', count };
  }
  return {
    played: results.length,
    wins,
    losses: results.length - wins,
    mapsWon: maps.reduce((sum, r) => sum + r.own, 0),
    mapsLost: maps.reduce((sum, r) => sum + r.other, 0),
    streak,
  };
}

/** The finished meetings of the left and right team this event, the live match left out. */
export function computeHeadToHead(
  leftId: string,
  rightId: string,
  matches: readonly StatsMatch[],
  eventId: string | null,
  excludeMatchId: string | null,
): HeadToHead {
  const meetings = resultsFor(leftId, matches, eventId, excludeMatchId).filter(
    (r) => r.opponent === rightId,
  );
  const leftWins = meetings.filter((r) => r.won).length;
  return { count: meetings.length, leftWins, rightWins: meetings.length - leftWins };
}
