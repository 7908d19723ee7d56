/**
 * RULES.md (g): the answer to 'How many seconds between each pick/ban?' counts only when it is a positive number;
 * anything else is ignored (null).
 */
export function parseAutoDraftSeconds(answer: string | null | undefined): number | null {
  if (answer === null || answer === undefined || !answer.trim()) return null;
  const seconds = Number(answer.trim());
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
