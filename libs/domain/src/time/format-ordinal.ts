/** Writes a day of the month as an English ordinal, '1st', '2nd', '3rd', '11th', '21st' ({date-ordinal}, public-site §9). */
export function formatOrdinal(value: number): string {
  const n = Math.trunc(value);
  const lastTwo = Math.abs(n) % 100;
  const last = Math.abs(n) % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  if (last === 1) return `${n}st`;
  if (last === 2) return `${n}nd`;
  if (last === 3) return `${n}rd`;
  return `${n}th`;
}
