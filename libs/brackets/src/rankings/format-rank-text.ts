/** Rank text for k teams sharing place c (RULES c.9): `#c` (k = 1), `#c/c+1` (k = 2), `#c-(c+k-1)` (k > 2). */
export function formatRankText(place: number, teamCount: number): string {
  if (teamCount <= 1) return `#${place}`;
  if (teamCount === 2) return `#${place}/${place + 1}`;
  return `#${place}-${place + teamCount - 1}`;
}
