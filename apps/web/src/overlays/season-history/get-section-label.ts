/** The label of a match's section (season-history `headers`): its stage and group, once each. */
export function getSectionLabel(match: {
  readonly sub_event?: string | null;
  readonly match_group?: string | null;
}): string | null {
  const parts = [match.sub_event, match.match_group]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '');
  const unique = parts.filter(
    (part, index) => parts.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === index,
  );
  return unique.length > 0 ? unique.join(' · ') : null;
}
