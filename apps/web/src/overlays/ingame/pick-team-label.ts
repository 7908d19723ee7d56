/** A team's text on the HUD: what shows, and the shorter form used when it does not fit. */
export interface TeamLabel {
  readonly text: string;
  readonly short: string;
  /** The whole name (the box's title). */
  readonly full: string;
}

/**
 * The team's label (the `codes` option or 'Use team codes'): its code with codes on (the name when it has none),
 * else its name, shortened to its code when the name does not fit (FitText). Blank names and codes count as none.
 */
export function pickTeamLabel(
  team: { readonly name: string; readonly code: string | null },
  useCodes: boolean,
): TeamLabel {
  const name = team.name.trim();
  const code = team.code?.trim() ?? '';
  const full = name || code;
  if (useCodes && code !== '') return { text: code, short: code, full };
  return { text: full, short: code || full, full };
}
