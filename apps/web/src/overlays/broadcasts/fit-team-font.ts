/** The sizes a team name may take in a broadcasts row, largest first (px). */
export const TEAM_FONT_SIZES = [34, 30, 26, 22] as const;
const MIN_TEAM_FONT_SIZE = 22;
/** Average bold glyph width as a share of the font size (system-ui), for an estimate without measuring. */
const GLYPH_WIDTH = 0.62;

/**
 * The text and font size of a team in a box `available` px wide: the name at the largest size whose estimated
 * width fits; else the team's code (when it has one) at the largest size that fits; else the name at the
 * smallest size (the box cuts it with an ellipsis, its title keeps it whole).
 */
export function fitTeamFont(
  name: string,
  code: string | null,
  available: number,
): { readonly text: string; readonly size: number } {
  const fits = (text: string, size: number) => text.length * GLYPH_WIDTH * size <= available;
  for (const size of TEAM_FONT_SIZES) if (fits(name, size)) return { text: name, size };
  if (code) for (const size of TEAM_FONT_SIZES) if (fits(code, size)) return { text: code, size };
  return { text: name, size: MIN_TEAM_FONT_SIZE };
}
