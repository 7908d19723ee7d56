import { BRACKET_TEXTS, type BracketTextKey } from './bracket-texts.js';

/** Fills a `{name}` template from BRACKET_TEXTS with values (RULES c.4, c.5, c.8, c.10 texts). */
export function fillBracketText(
  key: BracketTextKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return BRACKET_TEXTS[key].replace(/\{([a-z]+)\}/gi, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
