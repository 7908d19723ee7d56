/** True when a loaded record carries a `__kind` other than the page's (e.g. a match id on /team/:id): shown as Not Found. */
export function isOtherKind(record: unknown, kind: string): boolean {
  if (typeof record !== 'object' || record === null) return false;
  const value = (record as { __kind?: unknown }).__kind;
  return typeof value === 'string' && value !== kind;
}
