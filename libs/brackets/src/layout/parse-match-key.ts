const MATCH_KEY = /^[1-9]\d*$/;

/** The match number of a `connections` key (RULES c.2 "keyed by match number as text"), or null for any other key. */
export function parseMatchKey(key: string): number | null {
  return MATCH_KEY.test(key) ? Number(key) : null;
}
