/** The desk's middle-area mode and the theme picked by a parenthesised suffix (e.g. Notice + 'Team 1'). */
export interface ResolvedDeskDisplay {
  readonly mode: string;
  readonly theme: string | null;
}

const SUFFIX = /^(.*?)\s*\(([^()]*)\)\s*$/;

/** Splits "Notice (Team 1)" into its mode and theme suffix; blank means Match. */
function split(value: string): ResolvedDeskDisplay {
  const trimmed = value.trim();
  const match = SUFFIX.exec(trimmed);
  if (!match) return { mode: trimmed || 'Match', theme: null };
  const theme = (match[2] ?? '').trim();
  return { mode: (match[1] ?? '').trim() || 'Match', theme: theme || null };
}

/**
 * RULES.md (g) resolution: the overlay's `display` option wins; otherwise desk_display with any parenthesised
 * suffix removed (the suffix only picks the theme). null or blank means Match.
 */
export function resolveDeskDisplay(
  deskDisplay: string | null | undefined,
  overlayOption?: string | null,
): ResolvedDeskDisplay {
  if (overlayOption && overlayOption.trim()) return split(overlayOption);
  return split(deskDisplay ?? '');
}
