/** RULES d.5 {teams} of a head-to-head sentence: "A and B", "A, B and C". */
export function formatTeamList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}
