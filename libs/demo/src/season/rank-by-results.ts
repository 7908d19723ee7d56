import type { MatchRecord, TeamRecord } from '@castline/contracts';

/**
 * Orders teams by match wins, then map differential, then their given order (a quick seeding for the demo
 * playoffs; the full tie-breaker chain of RULES (d) is computed by the standings service).
 */
export function rankByResults(
  teams: readonly TeamRecord[],
  matches: readonly MatchRecord[],
): TeamRecord[] {
  const stats = new Map(teams.map((team, index) => [team.id, { index, wins: 0, diff: 0 }]));
  for (const match of matches) {
    const [first, second] = match.teams;
    if (!first || !second || match.first_to === null) continue;
    const s1 = match.score_1 ?? 0;
    const s2 = match.score_2 ?? 0;
    if (s1 !== match.first_to && s2 !== match.first_to) continue;
    const a = stats.get(first);
    const b = stats.get(second);
    if (!a || !b) continue;
    if (s1 > s2) a.wins += 1;
    else b.wins += 1;
    a.diff += s1 - s2;
    b.diff += s2 - s1;
  }
  const stat = (team: TeamRecord) => stats.get(team.id) ?? { index: 0, wins: 0, diff: 0 };
  return [...teams].sort(
    (x, y) =>
      stat(y).wins - stat(x).wins || stat(y).diff - stat(x).diff || stat(x).index - stat(y).index,
  );
}
