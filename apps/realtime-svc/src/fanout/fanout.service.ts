import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  RECORD_STREAM,
  RecordChangedEventSchema,
  SOCKET_EVENTS,
  SUBJECTS,
  ThingsReplySchema,
  formatZodError,
  type RecordChangedEvent,
  type Thing,
  type ThingsQuery,
} from '@castline/contracts';
import { LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import { SocketServer } from '../socket/socket-server.service.js';
import { RECORD_ROOM_PREFIX, recordIdOfRoom, recordRoom } from '../rooms/record-room.js';
import { VersionFilter } from './version-filter.js';

/** Ids per `<domain>.qry.things` request (ThingsQuerySchema's limit, the spec's request batch). */
export const RESEND_CHUNK = 500;

/** The `data_update` payload: the record with `__id`, or `{__id}` alone when the record is gone. */
export function toDataUpdate(id: string, data: Record<string, unknown> | null): Thing {
  return data === null ? { __id: id } : { ...data, __id: id };
}

/**
 * `data_update (id, data)` for every committed change (ARCHITECTURE §4.6 and §5). Every replica consumes
 * `record.evt.changed.v1` itself (ordered JetStream consumer, new messages) and emits to its LOCAL sockets
 * only: each replica sees every change, so data never depends on Redis and takes no extra hop. Changes are
 * idempotent by version per id. After a NATS reconnect, the current data of every subscribed record is re-sent.
 */
@Injectable()
export class FanoutService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly versions = new VersionFilter();
  private stopConsuming: (() => void) | null = null;
  private stopWatchingReconnects: (() => void) | null = null;

  constructor(
    private readonly bus: NatsBus,
    private readonly sockets: SocketServer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.stopConsuming = await this.bus.consumeNew(
      RECORD_STREAM,
      SUBJECTS.recordChanged,
      (payload) => this.onRecordChanged(payload),
    );
    this.stopWatchingReconnects = this.bus.onReconnect(() => {
      void this.resendSubscribed().catch((error: unknown) =>
        this.logger.warn({ err: String(error) }, 're-sending subscribed records failed'),
      );
    });
  }

  onModuleDestroy(): void {
    this.stopConsuming?.();
    this.stopWatchingReconnects?.();
    this.stopConsuming = null;
    this.stopWatchingReconnects = null;
  }

  /** One `record.evt.changed.v1` message: validate, drop stale or duplicate versions, emit to the id's room. */
  onRecordChanged(payload: unknown): void {
    const parsed = RecordChangedEventSchema.safeParse(payload);
    if (!parsed.success) {
      this.logger.warn(
        { problem: formatZodError(parsed.error) },
        'dropped an invalid record change',
      );
      return;
    }
    const event: RecordChangedEvent = parsed.data;
    if (!this.versions.accept(event.id, event.version)) {
      this.logger.debug(
        { id: event.id, version: event.version },
        'dropped a stale or duplicate record change',
      );
      return;
    }
    this.emitLocal(event.id, toDataUpdate(event.id, event.data));
  }

  /**
   * Re-sends the current data of every record with a local subscriber (run on NATS reconnect; core NATS may
   * have dropped messages during the gap). Asks every read-path owner in chunks of 500, in parallel. An id no
   * owner returns is sent as `{__id}` (gone), but only when every owner answered its chunk. Answers how many
   * updates were sent.
   */
  async resendSubscribed(): Promise<number> {
    const ids = this.sockets
      .localRooms(RECORD_ROOM_PREFIX)
      .map(recordIdOfRoom)
      .filter((id): id is string => id !== null);
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += RESEND_CHUNK) chunks.push(ids.slice(i, i + RESEND_CHUNK));
    const sent = await Promise.all(chunks.map((chunk) => this.resendChunk(chunk)));
    const total = sent.reduce((sum, n) => sum + n, 0);
    this.logger.info({ rooms: ids.length, sent: total }, 're-sent subscribed records');
    return total;
  }

  private async resendChunk(ids: string[]): Promise<number> {
    const query: ThingsQuery = { ids };
    const replies = await Promise.all(
      SUBJECTS.thingsOwners.map(async (domain) => {
        try {
          const data = await this.bus.request(SUBJECTS[domain].qry('things'), query);
          return ThingsReplySchema.parse(data).records;
        } catch (error) {
          this.logger.warn({ domain, err: String(error) }, 'could not re-read subscribed records');
          return null;
        }
      }),
    );
    const found = new Map<string, Thing>();
    for (const records of replies) {
      for (const record of records ?? []) {
        // An owner that pads unknown ids with a bare {__id} never hides another owner's full record.
        if (!found.has(record.__id) || Object.keys(record).length > 1)
          found.set(record.__id, record);
      }
    }
    const everyOwnerAnswered = replies.every((records) => records !== null);
    let sent = 0;
    for (const id of ids) {
      const record = found.get(id) ?? (everyOwnerAnswered ? toDataUpdate(id, null) : undefined);
      if (record === undefined) continue;
      this.emitLocal(id, { ...record, __id: id });
      sent += 1;
    }
    return sent;
  }

  private emitLocal(id: string, data: Thing): void {
    const room = recordRoom(id);
    if (!this.sockets.hasLocalRoom(room)) return;
    this.sockets.io.local.to(room).emit(SOCKET_EVENTS.dataUpdate, id, data);
  }
}
