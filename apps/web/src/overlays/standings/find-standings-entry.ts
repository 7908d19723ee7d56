/** A standings table of the event's blocks.standings (RULES (h), d.1) as the overlay reads it. */
export interface StandingsEntryMatch {
  readonly key: string;
  /** The entry's title, else its group, else its key. */
  readonly title: string;
  readonly group: string | null;
}

const fold = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';

/**
 * The standings entry of a stage (OVERLAYS §1 standings `stage` / `group`): the first entry whose match group is
 * the stage, else whose key is, else whose title is (each compared trimmed and case-insensitively). Entries
 * without a text key are skipped. Null when none matches or no stage is given.
 */
export function findStandingsEntry(
  entries: readonly unknown[],
  stage: string | null,
): StandingsEntryMatch | null {
  const wanted = fold(stage);
  if (wanted === '') return null;
  const valid = entries.filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Record<string, unknown>)['key'] === 'string' &&
      fold((entry as Record<string, unknown>)['key']) !== '',
  );
  const found =
    valid.find((entry) => fold(entry['group']) === wanted) ??
    valid.find((entry) => fold(entry['key']) === wanted) ??
    valid.find((entry) => fold(entry['title']) === wanted);
  if (!found) return null;
  const key = (found['key'] as string).trim();
  const group = typeof found['group'] === 'string' ? found['group'].trim() || null : null;
  const title = typeof found['title'] === 'string' ? found['title'].trim() : '';
  return { key, title: title || group || key, group };
}
