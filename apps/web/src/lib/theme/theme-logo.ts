/** The logo links of a theme (public-site §3 "Logos are attachments"). */
export interface ThemeLogoInput {
  readonly small_logo?: readonly string[] | null;
  readonly default_logo?: readonly string[] | null;
}

/** The attachment id of a theme's logo: the preferred kind, else the other one; null without logos. */
export function getThemeLogoId(
  theme: ThemeLogoInput | null | undefined,
  prefer: 'small' | 'default',
): string | null {
  const small = theme?.small_logo?.[0] ?? null;
  const large = theme?.default_logo?.[0] ?? null;
  return prefer === 'small' ? (small ?? large) : (large ?? small);
}
