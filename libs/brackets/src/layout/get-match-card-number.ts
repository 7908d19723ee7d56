/** The number a match card shows: match_number when set, else its position N (RULES c.3). */
export function getMatchCardNumber(
  matchNumber: number,
  storedMatchNumber?: number | string | null,
): string {
  const stored =
    storedMatchNumber === null || storedMatchNumber === undefined
      ? ''
      : String(storedMatchNumber).trim();
  return stored === '' ? String(matchNumber) : stored;
}
