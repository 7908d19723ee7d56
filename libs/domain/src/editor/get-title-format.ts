/** The broadcast's Twitch title formats. */
export interface TitleFormats {
  readonly title_format?: string | null;
  readonly special_title_format?: string | null;
}

/**
 * RULES.md (i): special_title_format when the live match is a special event and that format is set, else
 * title_format; null when the needed format is missing (set-title is then refused).
 */
export function getTitleFormat(
  broadcast: TitleFormats,
  liveMatch: { readonly special_event?: boolean | null },
): string | null {
  const special = broadcast.special_title_format?.trim();
  if (liveMatch.special_event === true && special) return broadcast.special_title_format ?? null;
  const normal = broadcast.title_format?.trim();
  return normal ? (broadcast.title_format ?? null) : null;
}
