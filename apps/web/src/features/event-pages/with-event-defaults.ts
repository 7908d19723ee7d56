/** The link and list fields of an event that the event pages read. */
const EVENT_LIST_FIELDS = [
  'theme',
  'series',
  'teams',
  'matches',
  'brackets',
  'staff',
  'player_relationships',
  'brand_designers',
  'casters',
  'news_items',
  'socials',
  'accolades',
  'broadcasts',
  'event_date',
] as const;

/**
 * An event record with every list field present (an absent or malformed one becomes empty), so pages never
 * trip over a record written before a field existed. The input is not changed.
 */
export function withEventDefaults<T extends object>(event: T): T {
  const record = event as Record<string, unknown>;
  const missing = EVENT_LIST_FIELDS.filter((field) => !Array.isArray(record[field]));
  if (missing.length === 0) return event;
  return { ...event, ...Object.fromEntries(missing.map((field) => [field, []])) };
}
