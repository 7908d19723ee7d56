/** The socials line of a full cam (cams/full `socials`): the Twitter handle and the pronouns, as far as known. */
export function fullCamSocials(person: {
  readonly twitter: string | null;
  readonly pronouns: string | null;
}): string {
  return [person.twitter, person.pronouns]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' · ');
}
