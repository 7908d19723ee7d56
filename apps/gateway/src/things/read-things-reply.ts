import type { Thing } from '@castline/contracts';

/**
 * Checks an owner's `<domain>.qry.things` reply (ThingsReplySchema: `{records: [{__id, …}]}`) without copying
 * it: the read path handles up to 1,000 records per call, and a full zod parse of loose objects cost about a
 * quarter of the gateway's time per 500-id batch. Throws on a malformed reply.
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
