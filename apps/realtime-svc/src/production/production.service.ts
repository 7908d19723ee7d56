import { type Freshness, freshnessOf } from './access-freshness.js';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import {
  MAX_PROD_ROOMS_PER_SOCKET,
  PROD_TEXT,
  SERVER_TEXT,
  SOCKET_EVENTS,
  SPECIAL_STREAMS_KEY,
  type Actor,
  type MediaUpdatePayload,
  type ObsDataChangePayload,
  type ObsDisconnectPayload,
  type ObsScenes,
  type ObsStreamStatusPayload,
  type PipAnnouncePayload,
  type ProdPreviewProgramChange,
  type ProdSendPayload,
  type ProdTriggerPayload,
  type ProdUpdatePayload,
  type ProdUpdateRelay,
  type StreamEntry,
  type StreamsRecord,
  type TallyChangePayload,
} from '@castline/contracts';
import { computeTally, type TallyScenes } from '@castline/domain';
import { APP_CONFIG, LOGGER, type Logger } from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { SocketServer } from '../socket/socket-server.service.js';
import { ProductionDirectory } from './production-directory.js';
import { LoggedRefusal } from './production-exceptions.filter.js';
import { PROD_ROOM, isListeningRoom } from './production-rooms.js';
import { PublishThrottle } from './publish-throttle.js';
import { isStreamChangeWorthPublishing, toStreamEntry } from './stream-entry.js';
import { tallyRoleOf, toTallyWire, type CrewRelationship } from './tally-crew.js';

/** special:streams goes out at most this often per client (RULES (k)). */
export const STREAMS_PUBLISH_INTERVAL_MS = 1000;
/**
 * An overview join asks the client's overlays to report (send_prod_update) at most this often per client, so
 * repeated joins cannot make every overlay of a client flood the overview room.
 */
export const REPORT_REQUEST_INTERVAL_MS = 1000;

/** The broadcast a crew socket may send to, after the access check (RULES (0) "BA"). */
export interface CrewTarget {
  /** The client key (lower-cased) whose rooms the message goes to. */
  readonly client: string;
  readonly broadcastKey: string;
  readonly liveMatch: string | null;
  readonly playerId: string;
}

type CrewCheck = { ok: true; target: CrewTarget } | { ok: false; reason: string };

/** What this replica knows of one of its sockets (never leaves the process). */
interface LocalState {
  actor: Actor | null;
  token: string | null;
  verifiedAt: number;
  /** Client keys joined with prod-join (lower-cased). */
  readonly clients: Set<string>;
  /** Broadcast access per client key, with when it was answered. */
  readonly access: Map<string, { at: number; check: CrewCheck }>;
  activeClient: { at: number; key: string | null } | null;
  wantsStreams: boolean;
  crewClient: string | null;
  /** A background re-check (refresh-ahead) of the token and access is running. */
  revalidating: boolean;
  /** A background re-read of the user's active client is running. */
  rereadingActiveClient: boolean;
}

/**
 * What a socket shares with the other replicas (`socket.data.prod`, read through fetchSockets and the Redis
 * adapter): its transmitter entry (special:streams), a tally producer's latest scenes, its pip announcements.
 */
interface SharedState {
  transmitter?: StreamEntry;
  tally?: { client: string; role: 'producer' | 'director'; scenes: ObsScenes; at: number };
  pip?: { client: string; observers: number[] };
}

/**
 * Production rooms (OVERLAYS.md §2, §3; RULES (j), (k) special:streams; broadcast §7). Listening needs only a key;
 * sending needs an associated socket (associate_token) whose user has broadcast access to the room's broadcast
 * (`broadcast.qry.access`, answered once per PROD_ACCESS_CACHE_MS per socket and client). Everything is emitted
 * on receipt with `io.to(room)` (the Redis adapter carries it to the other replicas), never through the record
 * fan-out. A refused message is logged and answered with an `exception` event; nothing else happens.
 */
@Injectable()
export class ProductionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly local = new WeakMap<Socket, LocalState>();
  private readonly streams: PublishThrottle;
  private readonly reportRequests: PublishThrottle;
  /** Set at shutdown: nothing more is published (the Redis adapter's clients are closing). */
  private stopped = false;
  /** Local sockets in a crew room, re-checked every PROD_ACCESS_CACHE_MS (a revoked token or lost access ends it). */
  private readonly crewSockets = new Set<Socket>();
  private crewTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sockets: SocketServer,
    private readonly directory: ProductionDirectory,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) private readonly config: RealtimeConfig,
  ) {
    this.streams = new PublishThrottle(STREAMS_PUBLISH_INTERVAL_MS, (client) => {
      void this.publishStreams(client).catch((error: unknown) =>
        this.logger.warn({ err: String(error), client }, 'publishing special:streams failed'),
      );
    });
    this.reportRequests = new PublishThrottle(REPORT_REQUEST_INTERVAL_MS, (client) => {
      if (!this.stopped)
        this.sockets.io.to(PROD_ROOM.client(client)).emit(SOCKET_EVENTS.sendProdUpdate);
    });
  }

  onApplicationBootstrap(): void {
    this.crewTimer = setInterval(
      () => this.recheckCrew(),
      Math.max(1000, this.config.PROD_ACCESS_CACHE_MS),
    );
    this.crewTimer.unref();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.crewTimer) clearInterval(this.crewTimer);
    this.crewTimer = null;
    this.streams.stop();
    this.reportRequests.stop();
  }

  // --- Listening (key only) ---

  async joinClient(socket: Socket, key: string): Promise<void> {
    const client = key.toLowerCase();
    await this.joinListeningRoom(socket, PROD_ROOM.client(client), 'prod-join');
    this.stateOf(socket).clients.add(client);
    await this.refreshCrew(socket);
  }

  async joinBroadcast(socket: Socket, key: string): Promise<void> {
    await this.joinListeningRoom(socket, PROD_ROOM.broadcast(key), 'prod-broadcast-join');
  }

  /** The admin page's overlay list: join it, and ask every overlay of the client to report (throttled). */
  async joinOverview(socket: Socket, key: string): Promise<void> {
    await this.joinListeningRoom(socket, PROD_ROOM.overview(key), 'prod-overview-join');
    this.reportRequests.request(key.toLowerCase());
  }

  /** Joins a room a key opens, within MAX_PROD_ROOMS_PER_SOCKET of them per socket. */
  private async joinListeningRoom(socket: Socket, room: string, event: string): Promise<void> {
    if (socket.rooms.has(room)) return;
    let joined = 0;
    for (const name of socket.rooms) if (isListeningRoom(name)) joined += 1;
    if (joined >= MAX_PROD_ROOMS_PER_SOCKET) this.refuse(socket, event, PROD_TEXT.tooManyRooms);
    await socket.join(room);
  }

  /** associate_token: the token's actor is remembered on the socket (re-checked with the access answer). */
  async associate(socket: Socket, token: string): Promise<void> {
    const actor = await this.ask('associate_token', () => this.directory.verifyToken(token));
    const state = this.stateOf(socket);
    if (!actor) {
      state.actor = null;
      state.token = null;
      this.refuse(socket, 'associate_token', SERVER_TEXT.unknownToken);
    }
    state.actor = actor;
    state.token = token;
    state.verifiedAt = Date.now();
    state.access.clear();
    state.activeClient = null;
    socket.emit(SOCKET_EVENTS.tokenAssociated, { player_id: actor.player_id, name: actor.name });
    await this.refreshCrew(socket);
  }

  // --- Key only: an overlay's own report ---

  async relayUpdate(socket: Socket, payload: ProdUpdatePayload): Promise<void> {
    const client = await this.targetClient(socket, payload.client, 'prod-update');
    const { client: _client, ...report } = payload;
    const relay: ProdUpdateRelay = { ...report, socketId: socket.id };
    this.sockets.io.to(PROD_ROOM.overview(client)).emit(SOCKET_EVENTS.prodUpdate, relay);
  }

  // --- Crew only ---

  async send(socket: Socket, payload: ProdSendPayload): Promise<void> {
    const target = await this.requireCrew(socket, payload.client, 'prod-send');
    const room = PROD_ROOM.client(target.client);
    const found = await this.sockets.io.in(payload.socketId).fetchSockets();
    if (!found.some((s) => s.id === payload.socketId && s.rooms.has(room))) {
      this.refuse(socket, 'prod-send', PROD_TEXT.noSuchOverlay);
    }
    const to = this.sockets.io.to(payload.socketId);
    if (payload.payload === undefined) to.emit(payload.event);
    else to.emit(payload.event, payload.payload);
  }

  async trigger(socket: Socket, payload: ProdTriggerPayload): Promise<void> {
    const target = await this.requireCrew(socket, payload.client, 'prod_trigger');
    const { client: _client, ...trigger } = payload;
    const room = this.sockets.io.to(PROD_ROOM.client(target.client));
    room.emit(SOCKET_EVENTS.prodTrigger, trigger);
    if (trigger.trigger === 'comms_enable')
      room.emit(SOCKET_EVENTS.commsEnable, { team: trigger.team });
    else if (trigger.trigger === 'comms_disable') room.emit(SOCKET_EVENTS.commsDisable, {});
  }

  async obsDataChange(socket: Socket, payload: ObsDataChangePayload): Promise<void> {
    const target = await this.requireCrew(socket, payload.client, 'obs_data_change');
    const scenes: ObsScenes = { preview: payload.previewScene, program: payload.programScene };
    await this.report(socket, target.client, payload.clientName, { scenes });
    const crew = await this.crewOf(target);
    const role = tallyRoleOf(crew, target.playerId);
    if (!role) {
      this.logger.debug(
        { socket: socket.id, player: target.playerId, client: target.client },
        'obs_data_change from a transmitter that is not a tally producer (special:streams only)',
      );
      return;
    }
    this.shared(socket).tally = { client: target.client, role, scenes, at: Date.now() };
    await socket.join(PROD_ROOM.tally(target.client));
    await this.emitTally(target, crew, { emitSource: payload.clientName, scenes });
  }

  async obsStreamStatus(socket: Socket, payload: ObsStreamStatusPayload): Promise<void> {
    const target = await this.requireCrew(socket, payload.client, 'obs_stream_status');
    await this.report(socket, target.client, payload.clientName, {
      scenes: payload.scenes,
      status: payload.status,
      settings: payload.settings,
    });
  }

  async obsDisconnect(socket: Socket, payload: ObsDisconnectPayload): Promise<void> {
    const target = await this.requireCrew(socket, payload.client, 'obs_disconnect');
    const shared = this.shared(socket);
    if (shared.tally?.client === target.client) {
      delete shared.tally;
      await socket.leave(PROD_ROOM.tally(target.client));
    }
    const entry = shared.transmitter;
    if (entry?.client !== target.client) return;
    delete shared.transmitter;
    await socket.leave(PROD_ROOM.transmitters(entry.client));
    this.streams.request(entry.client);
  }

  async pipAnnounce(socket: Socket, payload: PipAnnouncePayload): Promise<void> {
    const target = await this.requireCrew(socket, payload.client, 'pip_announce');
    const shared = this.shared(socket);
    const before = shared.pip?.client === target.client ? shared.pip.observers : [];
    const observers = before.filter((n) => n !== payload.observer);
    if (payload.active) observers.push(payload.observer);
    shared.pip = { client: target.client, observers };
    await socket.join(PROD_ROOM.tally(target.client));
    this.sockets.io
      .to(this.clientAndBroadcastRooms(target))
      .emit(SOCKET_EVENTS.pipAnnounce, { observer: payload.observer, active: payload.active });
    await this.emitTally(target, await this.crewOf(target), {
      emitSource: SOCKET_EVENTS.pipAnnounce,
      scenes: null,
    });
  }

  async tallyChange(socket: Socket, payload: TallyChangePayload): Promise<void> {
    const target = await this.requireCrew(socket, payload.client, 'tally_change');
    const { client: _client, ...change } = payload;
    this.sockets.io
      .to(this.clientAndBroadcastRooms(target))
      .emit(SOCKET_EVENTS.tallyChange, change);
  }

  async mediaUpdate(socket: Socket, payload: MediaUpdatePayload): Promise<void> {
    const target = await this.requireCrew(socket, payload.client, 'media_update');
    const { client: _client, ...update } = payload;
    this.sockets.io.to(PROD_ROOM.client(target.client)).emit(SOCKET_EVENTS.mediaUpdate, update);
  }

  // --- special:streams (crew only) ---

  /** A `subscribe` of special:streams: crew get the list now and on every change; anyone else gets `{__id}`. */
  async subscribeStreams(socket: Socket): Promise<void> {
    this.stateOf(socket).wantsStreams = true;
    if (!(await this.refreshCrew(socket)))
      socket.emit(SOCKET_EVENTS.dataUpdate, SPECIAL_STREAMS_KEY, { __id: SPECIAL_STREAMS_KEY });
  }

  async unsubscribeStreams(socket: Socket): Promise<void> {
    const state = this.stateOf(socket);
    state.wantsStreams = false;
    if (state.crewClient !== null) await socket.leave(PROD_ROOM.crew(state.crewClient));
    state.crewClient = null;
    this.crewSockets.delete(socket);
  }

  /** Socket loss: its transmitter leaves special:streams (it already left every room). */
  disconnected(socket: Socket): void {
    const entry = this.shared(socket).transmitter;
    if (entry) this.streams.request(entry.client);
    this.local.delete(socket);
    this.crewSockets.delete(socket);
  }

  // --- Internals ---

  private stateOf(socket: Socket): LocalState {
    let state = this.local.get(socket);
    if (!state) {
      state = {
        actor: null,
        token: null,
        verifiedAt: 0,
        clients: new Set(),
        access: new Map(),
        activeClient: null,
        wantsStreams: false,
        crewClient: null,
        revalidating: false,
        rereadingActiveClient: false,
      };
      this.local.set(socket, state);
    }
    return state;
  }

  private shared(socket: Socket): SharedState {
    const data = socket.data as { prod?: SharedState } | undefined;
    if (data === undefined || data === null) {
      socket.data = { prod: {} };
      return (socket.data as { prod: SharedState }).prod;
    }
    data.prod ??= {};
    return data.prod;
  }

  /** Logs a refused message and answers the sender an `exception` event; nothing else happens. */
  private refuse(socket: Socket, event: string, reason: string): never {
    this.logger.warn(
      {
        socket: socket.id,
        event,
        player: this.local.get(socket)?.actor?.player_id ?? null,
        reason,
      },
      'refused a production message',
    );
    throw new LoggedRefusal(reason);
  }

  /** A NATS question: when the service does not answer, the sender hears so and nothing happens. */
  private async ask<T>(event: string, question: () => Promise<T>): Promise<T> {
    try {
      return await question();
    } catch (error) {
      this.logger.warn({ err: String(error), event }, 'a production lookup failed');
      throw new WsException(SERVER_TEXT.unavailable);
    }
  }

  /**
   * The client a message is for: the one it names, else the one client room the socket joined, else the active
   * client of its associated user.
   */
  private async targetClient(
    socket: Socket,
    named: string | undefined,
    event: string,
  ): Promise<string> {
    const found = await this.findClient(socket, named, event);
    if (found.ok) return found.client;
    this.refuse(socket, event, found.reason);
  }

  private async findClient(
    socket: Socket,
    named: string | undefined,
    event: string,
  ): Promise<{ ok: true; client: string } | { ok: false; reason: string }> {
    if (named !== undefined) return { ok: true, client: named.toLowerCase() };
    const state = this.stateOf(socket);
    const [only, ...others] = state.clients;
    if (only !== undefined && others.length === 0) return { ok: true, client: only };
    if (only !== undefined) return { ok: false, reason: PROD_TEXT.severalClients };
    if (state.actor) {
      const actor = state.actor;
      let active = state.activeClient;
      const freshness = active ? this.freshness(active.at) : 'stale';
      if (!active || freshness === 'stale') {
        const key = await this.ask(event, () => this.directory.activeClientKey(actor.player_id));
        active = state.activeClient = { at: Date.now(), key };
      } else if (freshness === 'due') this.rereadActiveClient(state, actor);
      if (active.key !== null) return { ok: true, client: active.key };
    }
    return { ok: false, reason: PROD_TEXT.noClient };
  }

  private freshness(at: number): Freshness {
    return freshnessOf(at, Date.now(), this.config.PROD_ACCESS_CACHE_MS);
  }

  /** Re-reads the user's active client behind the message that found it due (one at a time per socket). */
  private rereadActiveClient(state: LocalState, actor: Actor): void {
    if (state.rereadingActiveClient) return;
    state.rereadingActiveClient = true;
    this.directory
      .activeClientKey(actor.player_id)
      .then((key) => {
        if (state.actor?.player_id === actor.player_id)
          state.activeClient = { at: Date.now(), key };
      })
      .catch((error: unknown) =>
        this.logger.warn({ err: String(error) }, 're-reading the active client failed'),
      )
      .finally(() => {
        state.rereadingActiveClient = false;
      });
  }

  /**
   * Re-checks the token and the access to `client` behind the message that found them due (refresh-ahead, one at
   * a time per socket): the next message finds a fresh answer, or the refusal if access was lost meanwhile.
   */
  private revalidate(socket: Socket, client: string, event: string): void {
    const state = this.stateOf(socket);
    if (state.revalidating) return;
    state.revalidating = true;
    this.checkCrew(socket, client, event, true)
      .catch((error: unknown) =>
        this.logger.warn({ err: String(error), socket: socket.id }, 'production re-check failed'),
      )
      .finally(() => {
        state.revalidating = false;
      });
  }

  /** The access check of a sending message: its target, or a logged refusal. */
  private async requireCrew(
    socket: Socket,
    named: string | undefined,
    event: string,
  ): Promise<CrewTarget> {
    const check = await this.checkCrew(socket, named, event);
    if (check.ok) return check.target;
    this.refuse(socket, event, check.reason);
  }

  /**
   * Whether the socket may send to the client's rooms: associated (the token re-verified within every
   * PROD_ACCESS_CACHE_MS, so a revoked token stops working) and with broadcast access to the client's active
   * broadcast (RULES (0) "BA"; the answer cached per socket and client). Both answers are refreshed ahead
   * (`freshnessOf`): past half the TTL a message still uses them and they are asked again behind it, so a
   * producer pressing steadily never waits for NATS; past the TTL the message waits. `force` asks both now.
   */
  private async checkCrew(
    socket: Socket,
    named: string | undefined,
    event: string,
    force = false,
  ): Promise<CrewCheck> {
    const state = this.stateOf(socket);
    if (!state.actor || !state.token) return { ok: false, reason: PROD_TEXT.notAssociated };
    const verified = force ? 'stale' : this.freshness(state.verifiedAt);
    if (verified === 'stale') {
      const token = state.token;
      const actor = await this.ask(event, () => this.directory.verifyToken(token));
      if (!actor) {
        state.access.clear();
        state.actor = null;
        state.token = null;
        return { ok: false, reason: SERVER_TEXT.unknownToken };
      }
      // The same user keeps the access answers (each expires on its own clock); clearing them here made every
      // message during a background re-check wait for a fresh lookup (measured: the triggers at the top of p99).
      if (actor.player_id !== state.actor.player_id) state.access.clear();
      state.actor = actor;
      state.verifiedAt = Date.now();
    }
    const playerId = state.actor.player_id;
    const found = await this.findClient(socket, named, event);
    if (!found.ok) return found;
    const client = found.client;
    const cached = state.access.get(client);
    const answered = force || !cached ? 'stale' : this.freshness(cached.at);
    if (cached && answered !== 'stale') {
      if (verified === 'due' || answered === 'due') this.revalidate(socket, client, event);
      return cached.check;
    }
    const check = await this.ask(event, async (): Promise<CrewCheck> => {
      const lookup = await this.directory.client(client);
      if (!lookup) return { ok: false, reason: PROD_TEXT.unknownClient };
      if (!lookup.activeBroadcast) return { ok: false, reason: SERVER_TEXT.notLinkedToBroadcast };
      const reply = await this.directory.access(playerId, lookup.activeBroadcast);
      if (!reply.access || !reply.target)
        return { ok: false, reason: SERVER_TEXT.notLinkedToBroadcast };
      return {
        ok: true,
        target: {
          client,
          broadcastKey: reply.target.key,
          liveMatch: reply.target.live_match,
          playerId,
        },
      };
    });
    state.access.set(client, { at: Date.now(), check });
    return check;
  }

  /**
   * Puts a subscribed socket in its client's crew room (and sends it special:streams) when it is crew, or takes it
   * out. Answers whether it is crew now. Never throws: while the services do not answer, nothing changes. The
   * periodic re-check sends the list only to a socket whose client changed.
   */
  private async refreshCrew(socket: Socket, periodic = false): Promise<boolean> {
    const state = this.stateOf(socket);
    if (!state.wantsStreams) return false;
    let check: CrewCheck;
    try {
      check = await this.checkCrew(socket, undefined, 'special:streams');
    } catch (error) {
      // The services do not answer: a crew socket stays crew, anyone else stays out.
      this.logger.warn({ err: String(error), socket: socket.id }, 'crew check failed');
      return state.crewClient !== null;
    }
    const client = check.ok ? check.target.client : null;
    const before = state.crewClient;
    if (before !== null && before !== client) await socket.leave(PROD_ROOM.crew(before));
    state.crewClient = client;
    if (client === null) {
      this.crewSockets.delete(socket);
      return false;
    }
    this.crewSockets.add(socket);
    await socket.join(PROD_ROOM.crew(client));
    if (!periodic || before !== client)
      socket.emit(SOCKET_EVENTS.dataUpdate, SPECIAL_STREAMS_KEY, await this.streamsRecord(client));
    return true;
  }

  /** The periodic re-check of this replica's crew sockets. */
  private recheckCrew(): void {
    for (const socket of [...this.crewSockets]) {
      if (!socket.connected) {
        this.crewSockets.delete(socket);
        continue;
      }
      void this.refreshCrew(socket, true).catch((error: unknown) =>
        this.logger.warn({ err: String(error), socket: socket.id }, 'crew re-check failed'),
      );
    }
  }

  /** Updates the socket's transmitter entry; special:streams goes out when more than outputDuration changed. */
  private async report(
    socket: Socket,
    client: string,
    clientName: string,
    patch: Partial<Pick<ObsStreamStatusPayload, 'scenes' | 'status' | 'settings'>>,
  ): Promise<void> {
    const shared = this.shared(socket);
    const previous = shared.transmitter?.client === client ? shared.transmitter : null;
    if (shared.transmitter && !previous) {
      // The socket now transmits for another client: it leaves the first one's list.
      await socket.leave(PROD_ROOM.transmitters(shared.transmitter.client));
      this.streams.request(shared.transmitter.client);
    }
    const next = toStreamEntry({
      clientName,
      client,
      socketId: socket.id,
      scenes: patch.scenes ?? previous?.scenes ?? { preview: null, program: null },
      status: patch.status ?? previous?.status ?? null,
      settings: patch.settings ?? previous?.settings ?? null,
    });
    shared.transmitter = next;
    await socket.join(PROD_ROOM.transmitters(client));
    if (isStreamChangeWorthPublishing(previous, next)) this.streams.request(client);
  }

  private async crewOf(target: CrewTarget): Promise<CrewRelationship[]> {
    const match = target.liveMatch;
    if (match === null) return [];
    return this.ask('tally', () => this.directory.crewOfMatch(match));
  }

  /**
   * Computes the tally (RULES (j)) from every tally socket of the client on every replica (the latest Producer and
   * Director scenes, the pip announcements) and sends prod_preview_program_change to the client and broadcast
   * rooms. `scenes` null: the Producer's current scenes.
   */
  private async emitTally(
    target: CrewTarget,
    crew: readonly CrewRelationship[],
    source: { emitSource: string; scenes: ObsScenes | null },
  ): Promise<void> {
    const sockets = await this.sockets.io.in(PROD_ROOM.tally(target.client)).fetchSockets();
    let producer: { scenes: TallyScenes; at: number } | null = null;
    let director: { scenes: TallyScenes; at: number } | null = null;
    const pip = new Set<number>();
    for (const remote of sockets) {
      const shared = (remote.data as { prod?: SharedState } | undefined)?.prod;
      const tally = shared?.tally;
      if (tally?.client === target.client) {
        if (tally.role === 'producer' && (!producer || tally.at > producer.at)) producer = tally;
        if (tally.role === 'director' && (!director || tally.at > director.at)) director = tally;
      }
      if (shared?.pip?.client === target.client) for (const n of shared.pip.observers) pip.add(n);
    }
    const entries = computeTally({
      producer: producer?.scenes ?? null,
      director: director?.scenes ?? null,
      pip: [...pip].sort((a, b) => a - b),
    });
    const scenes = source.scenes ?? producer?.scenes ?? { preview: null, program: null };
    const change: ProdPreviewProgramChange = {
      emitSource: source.emitSource,
      broadcastKey: target.broadcastKey,
      clientSource: target.client,
      previewScene: scenes.preview,
      programScene: scenes.program,
      tally: toTallyWire(crew, entries),
    };
    this.sockets.io
      .to(this.clientAndBroadcastRooms(target))
      .emit(SOCKET_EVENTS.prodPreviewProgramChange, change);
  }

  private clientAndBroadcastRooms(target: CrewTarget): string[] {
    return [PROD_ROOM.client(target.client), PROD_ROOM.broadcast(target.broadcastKey)];
  }

  /** special:streams of one client, gathered from the transmitter sockets of every replica. */
  private async streamsRecord(client: string): Promise<StreamsRecord> {
    const sockets = await this.sockets.io.in(PROD_ROOM.transmitters(client)).fetchSockets();
    const streams: StreamEntry[] = [];
    for (const remote of sockets) {
      const entry = (remote.data as { prod?: SharedState } | undefined)?.prod?.transmitter;
      if (entry?.client === client) streams.push(entry);
    }
    streams.sort(
      (a, b) => a.clientName.localeCompare(b.clientName) || a.socketId.localeCompare(b.socketId),
    );
    return { __id: SPECIAL_STREAMS_KEY, id: SPECIAL_STREAMS_KEY, __kind: 'derived', streams };
  }

  private async publishStreams(client: string): Promise<void> {
    const record = await this.streamsRecord(client);
    if (this.stopped) return;
    this.sockets.io
      .to(PROD_ROOM.crew(client))
      .emit(SOCKET_EVENTS.dataUpdate, SPECIAL_STREAMS_KEY, record);
  }
}
