/** The fields that give a team its images. */
export interface TeamImagesInput {
  /** Uploaded team images (attachment links), when the team record carries them. */
  readonly images?: readonly string[] | null;
}

/** The logo links of the team's theme. */
export interface TeamThemeImagesInput {
  readonly default_logo?: readonly string[] | null;
  readonly small_logo?: readonly string[] | null;
}

/**
 * A team's images in order (team-image `index`): its uploaded images when it has any, else its theme's logos
 * (default logo, then small logo), without repeats.
 */
export function listTeamImages(
  team: TeamImagesInput | null | undefined,
  theme: TeamThemeImagesInput | null | undefined,
): string[] {
  const uploaded = (team?.images ?? []).filter((id) => typeof id === 'string' && id !== '');
  const list =
    uploaded.length > 0 ? uploaded : [...(theme?.default_logo ?? []), ...(theme?.small_logo ?? [])];
  return [...new Set(list)];
}

/** The image at a 1-based index, else null. */
export function pickTeamImage(images: readonly string[], index: number): string | null {
  return images[index - 1] ?? null;
}
