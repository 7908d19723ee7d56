/** Text as searches compare it: trimmed, lower case, accents removed, runs of spaces collapsed. */
export function normalizeSearchText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
