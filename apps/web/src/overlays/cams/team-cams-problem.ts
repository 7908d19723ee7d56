import { CAMS_TEXT } from './cams-text.js';

/**
 * The setup notice of the team cam routes (cams/desk, cams/ingame): the crew-only fields hidden (a read without a
 * crew token), or no player cam on either side; null when there are cams to show.
 */
export function teamCamsProblem(cams: {
  readonly hidden: boolean;
  readonly sides: readonly { readonly people: readonly unknown[] }[];
}): string | null {
  if (cams.hidden) return CAMS_TEXT.crewOnly;
  if (cams.sides.every((side) => side.people.length === 0)) return CAMS_TEXT.noPlayerCams;
  return null;
}
