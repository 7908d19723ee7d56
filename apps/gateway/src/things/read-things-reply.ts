import type { Thing } from '@castline/contracts';
import type { FoundThing } from './gather-result.js';

/**
 * Checks an owner's `<domain>.qry.things` reply in the object form (ThingsReplySchema: `{records: [{__id, …}]}`)
 * without copying it: the read path handles up to 1,000 records per call, and a full zod parse of loose objects
 * cost about a quarter of the gateway's time per 500-id batch. Throws on a malformed reply.
 */
export function readThingsReply(data: unknown): Thing[] {
  const records =
    data !== null && typeof data === 'object' ? (data as { records?: unknown }).records : undefined;
  if (!Array.isArray(records)) throw new TypeError('things reply without a records list');
  for (const record of records as unknown[]) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) {
      throw new TypeError('things reply with a record that is not an object');
    }
    if (typeof (record as { __id?: unknown }).__id !== 'string')
      throw new TypeError('things reply record without __id');
  }
  return records as Thing[];
}

/** A record an owner answered, by the id it answers for. */
export interface RepliedThing extends FoundThing {
  __id: string;
}

/** The single theme id of a record object: its `theme` is a list of exactly one string. */
function singleTheme(record: Thing): string | null {
  const theme = record.theme;
  return Array.isArray(theme) && theme.length === 1 && typeof theme[0] === 'string'
    ? theme[0]
    : null;
}

/**
 * Reads an owner's reply to the read path's `<domain>.qry.things` with `json: true` without parsing a record:
 * the JSON form (ThingsJsonReplySchema, `{json: [{__id, theme, text}]}`) is taken as it is, and its texts go
 * into the answer unchanged (issue 11 item 3). An owner that answers the object form (readThingsReply) has its
 * records turned into the same shape, with `id` = `__id` unless the record has a string `id`. Throws on a
 * malformed reply.
 */
export function readThingsTexts(data: unknown): RepliedThing[] {
  const json =
    data !== null && typeof data === 'object' ? (data as { json?: unknown }).json : undefined;
  if (!Array.isArray(json)) {
    return readThingsReply(data).map((thing) => ({
      __id: thing.__id,
      theme: singleTheme(thing),
      text: JSON.stringify({ ...thing, id: typeof thing.id === 'string' ? thing.id : thing.__id }),
    }));
  }
  for (const entry of json as unknown[]) {
    if (entry === null || typeof entry !== 'object') {
      throw new TypeError('things reply with an entry that is not an object');
    }
    const { __id, theme, text } = entry as Record<string, unknown>;
    if (typeof __id !== 'string') throw new TypeError('things reply entry without __id');
    if (typeof text !== 'string') throw new TypeError('things reply entry without its JSON text');
    if (theme !== null && typeof theme !== 'string') {
      throw new TypeError('things reply entry with a theme that is not an id');
    }
  }
  return json as RepliedThing[];
}
