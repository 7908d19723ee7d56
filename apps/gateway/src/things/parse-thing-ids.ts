import { SERVER_TEXT } from '@castline/contracts';

/** Request batch limit (public-site §9 'Request batch: 500 ids'). */
export const MAX_THING_IDS = 500;

export type ParsedThingIds = { ok: true; ids: string[] } | { ok: false; message: string };

/**
 * public-site §7 POST /things: `ids` is a comma-joined string (an array of strings is accepted too). Ids are
 * trimmed, empties dropped and duplicates removed (first occurrence keeps its place); none is 'No IDs
 * supplied', more than 500 is 'Too many IDs supplied'. Whether each id is well-formed is checked later.
 */
export function parseThingIds(body: unknown): ParsedThingIds {
  const raw =
    body !== null && typeof body === 'object' ? (body as { ids?: unknown }).ids : undefined;
  let parts: string[] = [];
  if (typeof raw === 'string') parts = raw.split(',');
  else if (Array.isArray(raw)) parts = raw.filter((x): x is string => typeof x === 'string');
  const ids = [...new Set(parts.map((p) => p.trim()).filter((p) => p.length > 0))];
  if (ids.length === 0) return { ok: false, message: SERVER_TEXT.noIds };
  if (ids.length > MAX_THING_IDS) return { ok: false, message: SERVER_TEXT.tooManyIds };
  return { ok: true, ids };
}
