import { BRACKET_TEXTS } from './bracket-texts.js';
import { BracketLayoutSchema, type BracketLayout } from './bracket-layout.schema.js';

export type ParseBracketLayoutResult =
  | { readonly ok: true; readonly layout: BracketLayout }
  | { readonly ok: false; readonly error: string };

/** Reads `bracket_layout` JSON text into a typed layout (RULES c.2, c.4 "The layout must parse"). */
export function parseBracketLayout(text: string | null | undefined): ParseBracketLayoutResult {
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, error: BRACKET_TEXTS.layoutUnreadable };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: BRACKET_TEXTS.layoutUnreadable };
  }
  const parsed = BracketLayoutSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: BRACKET_TEXTS.layoutUnreadable };
  return { ok: true, layout: parsed.data };
}
