/** The string ids of a link field (anything else: none). */
export const ids = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
