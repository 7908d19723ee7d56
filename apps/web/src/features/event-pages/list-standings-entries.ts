/** A standings table of an event, as its blocks name it (RULES (h) blocks.standings[]). */
export interface StandingsEntryRef {
  readonly key: string;
  readonly title: string;
}

/**
 * The standings tables the event's settings list (public-site §2 "Standings, if the settings list standings";
 * RULES (h)): each entry with a non-empty text key, titled by its title, else its group, else its key. Entries
 * without a key, and repeated keys, are skipped (the server writes one record per key).
 */
export function listStandingsEntries(entries: readonly unknown[]): StandingsEntryRef[] {
  const seen = new Set<string>();
  const refs: StandingsEntryRef[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, title, group } = entry as Record<string, unknown>;
    if (typeof key !== 'string' || key.trim() === '' || seen.has(key)) continue;
    seen.add(key);
    const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
    refs.push({ key, title: text(title) || text(group) || key });
  }
  return refs;
}
