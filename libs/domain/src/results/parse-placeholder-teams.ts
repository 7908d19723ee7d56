/** Placeholder names and short names for the two slots of a match (null = no placeholder). */
export interface PlaceholderTeams {
  readonly names: readonly [string | null, string | null];
  readonly shortNames: readonly [string | null, string | null];
}

/**
 * Spec public-site §3, RULES.md c.5: placeholder_teams is split on '|'. Four values are two names then two short
 * names. Otherwise the values are the names, by slot, and serve as short names too. Blank values count as missing.
 */
export function parsePlaceholderTeams(text: string | null | undefined): PlaceholderTeams {
  const values = (text ?? '').split('|').map((value) => {
    const trimmed = value.trim();
    return trimmed ? trimmed : null;
  });
  const name1 = values[0] ?? null;
  const name2 = values[1] ?? null;
  if (values.length === 4) {
    return { names: [name1, name2], shortNames: [values[2] ?? name1, values[3] ?? name2] };
  }
  return { names: [name1, name2], shortNames: [name1, name2] };
}
