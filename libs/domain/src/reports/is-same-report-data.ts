/**
 * Whether two report data values are the same (RULES (a) submit-score-report: a counter must differ from the
 * report). JSON-like deep equality: object key order is ignored, array order matters, an absent key equals
 * an undefined one.
 */
export function isSameReportData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => isSameReportData(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => isSameReportData(left[key], right[key]));
}
