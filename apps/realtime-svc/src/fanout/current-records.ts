import { SUBJECTS, ThingsReplySchema, type Thing, type ThingsQuery } from '@castline/contracts';
import type { Logger, NatsBus } from '@castline/nest-kit';

/** Ids per `<domain>.qry.things` request (ThingsQuerySchema's limit, the spec's request batch). */
export const READ_CHUNK = 500;
/** Pauses between tries of a chunk an owner did not answer (then the last one repeats). */
const RETRY_DELAYS_MS = [100, 200, 400, 800, 1000];

/** The current state of one record as its owner holds it: data (null = gone) and the read model's version. */
export interface CurrentRecord {
  data: Thing | null;
  version: number | null;
}

type Owner = (typeof SUBJECTS.thingsOwners)[number];

/**
 * Reads the current records of ids from the read-path owners (chunks of 500, every owner in parallel, with
 * versions), trying again a chunk an owner did not answer until it answers or the deadline passes: right after
 * NATS or a service comes back, the owners may not be listening yet. An id is reported gone only when every
 * owner answered its chunk without it; ids still unanswered at the deadline are left out (never blanked).
 */
export class CurrentRecordsReader {
  constructor(
    private readonly bus: NatsBus,
    private readonly logger: Logger,
  ) {}

  async read(ids: readonly string[], deadlineMs: number): Promise<Map<string, CurrentRecord>> {
    const deadline = Date.now() + deadlineMs;
    const result = new Map<string, CurrentRecord>();
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += READ_CHUNK) chunks.push(ids.slice(i, i + READ_CHUNK));
    await Promise.all(chunks.map((chunk) => this.readChunk(chunk, deadline, result)));
    return result;
  }

  private async readChunk(
    ids: string[],
    deadline: number,
    result: Map<string, CurrentRecord>,
  ): Promise<void> {
    const found = new Map<string, CurrentRecord>();
    const pending = new Set<Owner>(SUBJECTS.thingsOwners);
    for (let attempt = 0; ; attempt++) {
      await Promise.all(
        [...pending].map(async (owner) => {
          const records = await this.ask(owner, ids);
          if (records === null) return;
          pending.delete(owner);
          for (const record of records) {
            const { __version, ...data } = record as Thing & { __version?: unknown };
            // An owner that pads unknown ids with a bare {__id} never hides another owner's full record.
            if (found.has(record.__id) && Object.keys(data).length <= 1) continue;
            found.set(record.__id, {
              data: data,
              version: typeof __version === 'number' ? __version : null,
            });
          }
        }),
      );
      if (pending.size === 0 || Date.now() >= deadline) break;
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 1000;
      await new Promise((r) => setTimeout(r, Math.min(delay, Math.max(0, deadline - Date.now()))));
    }
    for (const id of ids) {
      const record = found.get(id);
      if (record) result.set(id, record);
      else if (pending.size === 0) result.set(id, { data: null, version: null });
    }
    if (pending.size > 0) {
      this.logger.warn(
        { owners: [...pending], ids: ids.length },
        'owners did not answer before the deadline',
      );
    }
  }

  private async ask(owner: Owner, ids: string[]): Promise<Thing[] | null> {
    try {
      const query: ThingsQuery = { ids, versions: true };
      return ThingsReplySchema.parse(
        await this.bus.request(SUBJECTS[owner].qry('things'), query, { timeoutMs: 2000 }),
      ).records;
    } catch (error) {
      this.logger.debug({ owner, err: String(error) }, 'could not read current records yet');
      return null;
    }
  }
}
