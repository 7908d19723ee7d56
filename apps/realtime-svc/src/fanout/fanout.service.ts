import {
  Inject,
  Injectable,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Socket } from 'socket.io';
import {
  RECORD_STREAM,
  RecordChangedEventSchema,
  SOCKET_EVENTS,
  SUBJECTS,
  formatZodError,
  type RecordChangedEvent,
  type Thing,
} from '@castline/contracts';
import {
  APP_CONFIG,
  LOGGER,
  Metrics,
  NatsBus,
  type DeliverySource,
  type Logger,
} from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { SocketServer } from '../socket/socket-server.service.js';
import { RECORD_ROOM_PREFIX, recordIdOfRoom, recordRoom } from '../rooms/record-room.js';
import { ChunkedEmitter } from './chunked-emitter.js';
import { VersionFilter } from './version-filter.js';
import { CurrentRecordsReader, type CurrentRecord } from './current-records.js';

export { READ_CHUNK as RESEND_CHUNK } from './current-records.js';

/** How long snapshot requests of sockets are gathered into one read. */
const SNAPSHOT_GATHER_MS = 10;

/** The `data_update` payload: the record with `__id`, or `{__id}` alone when the record is gone. */
export function toDataUpdate(id: string, data: Record<string, unknown> | null): Thing {
  return data === null ? { __id: id } : { ...data, __id: id };
}

/**
 * `data_update (id, data)` for every committed change (ARCHITECTURE §4.6 and §5). Every replica consumes
 * `record.evt.changed.v1` itself (a JetStream consumer that resumes where it stopped) and emits to its LOCAL
 * sockets only: each replica sees every change, so data never depends on Redis and takes no extra hop. Changes
 * are idempotent by version per id; crew-only fields never reach a public room.
 *
 * Recovery: after a NATS reconnect the current data of every subscribed record is read from the owners (retried
 * until they answer) and re-sent where it is newer than what went out. A socket that re-subscribes with
 * `subscribe-multiple` (what a client does after any reconnect, e.g. to a replica that just restarted) gets the
 * current data of those records at once, so it never waits for the next write to be up to date.
 */
@Injectable()
export class FanoutService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly versions = new VersionFilter();
  private readonly reader: CurrentRecordsReader;
  private readonly emitter: ChunkedEmitter;
  private stopConsuming: (() => void) | null = null;
  private stopWatchingReconnects: (() => void) | null = null;
  private readonly snapshotQueue = new Map<Socket, Set<string>>();
  private snapshotTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: NatsBus,
    private readonly sockets: SocketServer,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) private readonly config: RealtimeConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.reader = new CurrentRecordsReader(bus, logger);
    this.emitter = new ChunkedEmitter(
      {
        members: (room) => this.sockets.io.of('/').adapter.rooms.get(room),
        emitTo: (ids, event, args) => this.sockets.io.local.to([...ids]).emit(event, ...args),
        emitRoom: (room, event, args) => this.sockets.io.local.to(room).emit(event, ...args),
      },
      config.FANOUT_SLICE_SOCKETS,
    );
  }

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
    if (this.snapshotTimer) clearTimeout(this.snapshotTimer);
    this.snapshotTimer = null;
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
    // `event.crew` (crew-only fields) is not for public rooms: production rooms carry it.
    this.emitLocal(event.id, toDataUpdate(event.id, event.data), 'change');
  }

  /**
   * Re-sends the current data of every record with a local subscriber (run on NATS reconnect; changes may have
   * been missed during the gap): read from the owners, retried until they answer or `deadlineMs` passes, and
   * sent where it is newer than the last version that went out. Answers how many updates were sent.
   */
  async resendSubscribed(deadlineMs = this.config.RESEND_DEADLINE_MS): Promise<number> {
    const ids = this.sockets
      .localRooms(RECORD_ROOM_PREFIX)
      .map(recordIdOfRoom)
      .filter((id): id is string => id !== null);
    const current = await this.reader.read(ids, deadlineMs);
    let sent = 0;
    for (const [id, record] of current) {
      if (record.version !== null && !this.versions.accept(id, record.version)) continue;
      this.emitLocal(id, this.toPayload(id, record), 'resend');
      sent += 1;
    }
    this.logger.info({ rooms: ids.length, sent }, 're-sent subscribed records');
    return sent;
  }

  /**
   * Sends one socket the current data of records it just subscribed to (gathered over a few milliseconds across
   * sockets into one read per 500 ids).
   */
  sendCurrent(socket: Socket, ids: readonly string[]): void {
    if (ids.length === 0) return;
    let queued = this.snapshotQueue.get(socket);
    if (!queued) {
      queued = new Set();
      this.snapshotQueue.set(socket, queued);
    }
    for (const id of ids) queued.add(id);
    this.snapshotTimer ??= setTimeout(() => {
      this.snapshotTimer = null;
      void this.flushSnapshots().catch((error: unknown) =>
        this.logger.warn({ err: String(error) }, 'sending current records failed'),
      );
    }, SNAPSHOT_GATHER_MS);
  }

  private async flushSnapshots(): Promise<void> {
    const batch = [...this.snapshotQueue];
    this.snapshotQueue.clear();
    const ids = [...new Set(batch.flatMap(([, set]) => [...set]))];
    const current = await this.reader.read(ids, this.config.RESEND_DEADLINE_MS);
    for (const [id, record] of current)
      if (record.version !== null) this.versions.accept(id, record.version);
    let delivered = 0;
    for (const [socket, wanted] of batch) {
      if (!socket.connected) continue;
      for (const id of wanted) {
        const record = current.get(id);
        if (record && socket.rooms.has(recordRoom(id))) {
          socket.emit(SOCKET_EVENTS.dataUpdate, id, this.toPayload(id, record));
          delivered += 1;
        }
      }
    }
    this.metrics?.countDeliveries('snapshot', delivered);
  }

  private toPayload(id: string, record: CurrentRecord): Thing {
    return record.data === null ? { __id: id } : { ...record.data, __id: id };
  }

  private emitLocal(id: string, data: Thing, source: DeliverySource): void {
    // In slices for big rooms, so production messages are not held behind a bulk fan-out (ChunkedEmitter).
    const sockets = this.emitter.emit(recordRoom(id), SOCKET_EVENTS.dataUpdate, id, data);
    if (sockets > 0) this.metrics?.countDeliveries(source, sockets);
  }
}
