/** The record ids of a link field as it arrives over the wire (anything that is not a list of strings: none). */
export function linkIds(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
