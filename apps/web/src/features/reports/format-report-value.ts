/** The names the report views show instead of ids. */
export interface ReportNames {
  readonly teams: ReadonlyMap<string, string>;
  readonly maps: ReadonlyMap<string, string>;
  readonly heroes: ReadonlyMap<string, string>;
}

/**
 * A report field's value as text (the staff queue's diff, the report summary): team, map and hero ids by name,
 * lists joined, true as `yes`, empty values as `empty`.
 */
export function formatReportValue(
  value: unknown,
  names: ReportNames,
  words: { readonly yes: string; readonly empty: string },
): string {
  if (value === null || value === undefined || value === false || value === '') return words.empty;
  if (value === true) return words.yes;
  if (Array.isArray(value)) {
    const parts = value.map((item) => formatReportValue(item, names, words));
    return parts.length > 0 ? parts.join(', ') : words.empty;
  }
  if (typeof value === 'string') {
    return names.teams.get(value) ?? names.maps.get(value) ?? names.heroes.get(value) ?? value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
