/**
 * The options of a fixed-list picker (pronouns, role: public-site §5): the spec list, plus the stored value when
 * it is not in the list (older data), so the form shows it instead of silently blanking it.
 */
export function buildChoiceOptions(options: readonly string[], current: string | null): string[] {
  return current !== null && !options.includes(current) ? [...options, current] : [...options];
}
