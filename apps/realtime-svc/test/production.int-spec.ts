import type { Socket } from 'socket.io-client';
import {
  SUBJECTS,
  ThingsQuerySchema,
  type Actor,
  type BroadcastAccessReply,
  type ProdPreviewProgramChange,
  type StreamsRecord,
  type Thing,
  type ThingsReply,
} from '@castline/contracts';
import type { NatsBus } from '@castline/nest-kit';
import { answerRequests } from '@castline/nest-kit/testing';
import type { RunningRealtime } from '../src/start-realtime.js';
import {
  EventLog,
  REDIS_URL,
  bootRealtime,
  connectSocket,
  randomPrefix,
  sleep,
  startTestBus,
  testRecordId,
  waitUntil,
} from './realtime-test-kit.js';

jest.setTimeout(30_000);

/**
 * Production rooms on two replicas behind Redis, with auth-svc, broadcast-svc and match-svc played by the test bus:
 * Director chaining across replicas, a transmitter that is no tally producer, the access answer cached per socket,
 * and a revoked token refused once its check is stale.
 */
describe('production rooms (two replicas, fake owners)', () => {
  const producer = testRecordId();
  const director = testRecordId();
  const caster = testRecordId();
  const observer1 = testRecordId();
  const observer2 = testRecordId();
  const broadcast = testRecordId();
  const clientId = testRecordId();
  const match = testRecordId();
  const relationships = [
    ['Caster', caster],
    ['Observer', observer1],
    ['Producer', producer],
    ['Observer Director', director],
    ['Observer', observer2],
  ].map(([role, player]) => ({ id: testRecordId(), role: role!, player: player! }));
  const tokens = new Map<string, string>([
    ['token-producer', producer],
    ['token-director', director],
    ['token-caster', caster],
  ]);
  const broadcastRecords = new Map<string, Thing>([
    [
      'client-prod1',
      {
        __id: 'client-prod1',
        id: clientId,
        __kind: 'client',
        key: 'prod1',
        broadcast: [broadcast],
      },
    ],
  ]);
  const matchRecords = new Map<string, Thing>([
    [
      match,
      {
        __id: match,
        id: match,
        __kind: 'match',
        player_relationships: relationships.map((r) => r.id),
      },
    ],
    ...relationships.map((r): [string, Thing] => [
      r.id,
      {
        __id: r.id,
        id: r.id,
        __kind: 'player_relationship',
        singular_name: r.role,
        player: [r.player],
      },
    ]),
  ]);

  let a: RunningRealtime;
  let b: RunningRealtime;
  let bus: NatsBus;
  const sockets: Socket[] = [];
  let accessQuestions = 0;

  beforeAll(async () => {
    const prefix = randomPrefix();
    bus = await startTestBus(prefix);
    answerRequests(bus, SUBJECTS.auth.qry('verify-token'), (payload) => {
      const player = tokens.get((payload as { token: string }).token);
      const actor: Actor | null = player
        ? { kind: 'player', player_id: player, name: 'Crew', website_settings: [] }
        : null;
      return { actor };
    });
    answerRequests(bus, SUBJECTS.broadcast.qry('clients-for-player'), () => ({ clients: [] }));
    answerRequests(bus, SUBJECTS.broadcast.qry('access'), (payload): BroadcastAccessReply => {
      accessQuestions += 1;
      const query = payload as { player_id: string; broadcast: string };
      const crew = [producer, director, caster].includes(query.player_id);
      return {
        owns_client: crew,
        access: crew && query.broadcast === broadcast,
        target:
          crew && query.broadcast === broadcast
            ? {
                id: broadcast,
                key: 'main',
                live_match: match,
                schedule: [],
                event: null,
                clients: [clientId],
              }
            : null,
      };
    });
    const owner =
      (records: Map<string, Thing>) =>
      (payload: unknown): ThingsReply => {
        const { ids } = ThingsQuerySchema.parse(payload);
        return { records: ids.flatMap((id) => (records.has(id) ? [records.get(id)!] : [])) };
      };
    answerRequests(bus, SUBJECTS.broadcast.qry('things'), owner(broadcastRecords));
    answerRequests(bus, SUBJECTS.match.qry('things'), owner(matchRecords));
    const env = { REDIS_URL, PROD_ACCESS_CACHE_MS: '1500' };
    a = await bootRealtime(prefix, { ...env, INSTANCE_ID: 'replica-a' });
    b = await bootRealtime(prefix, { ...env, INSTANCE_ID: 'replica-b' });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await a?.stop();
    await b?.stop();
    await bus?.close();
  });

  const open = async (rt: RunningRealtime) => {
    const socket = await connectSocket(rt.port);
    sockets.push(socket);
    return socket;
  };
  const ack = (socket: Socket, event: string, payload: unknown) =>
    socket.timeout(3000).emitWithAck(event, payload) as Promise<unknown>;
  const crewSocket = async (rt: RunningRealtime, token: string) => {
    const socket = await open(rt);
    expect(await ack(socket, 'prod-join', 'prod1')).toBe(true);
    expect(await ack(socket, 'associate_token', token)).toBe(true);
    return socket;
  };

  it('chains the Director across replicas: the Director program is LIVE while the Producer is on the Director', async () => {
    const overlay = await open(a);
    await ack(overlay, 'prod-join', 'prod1');
    const changes = new EventLog<[ProdPreviewProgramChange]>(
      overlay,
      'prod_preview_program_change',
    );
    const producerPc = await crewSocket(a, 'token-producer');
    const directorPc = await crewSocket(b, 'token-director');
    await ack(directorPc, 'obs_data_change', {
      clientName: 'Director PC',
      previewScene: 'Obs 1',
      programScene: 'Obs 2',
    });
    await changes.waitFor(([c]) => c.emitSource === 'Director PC', 3000, 'the Director change');
    await ack(producerPc, 'obs_data_change', {
      clientName: 'Producer PC',
      previewScene: 'Desk',
      programScene: 'OBSDIR',
    });
    const [change] = await changes.waitFor(([c]) => c.emitSource === 'Producer PC');
    expect(change).toEqual({
      emitSource: 'Producer PC',
      broadcastKey: 'main',
      clientSource: 'prod1',
      previewScene: 'Desk',
      programScene: 'OBSDIR',
      tally: [
        { person: 'observer_director', player: director, state: 'live' },
        { person: 'observer-1', player: observer1, state: 'preview' },
        { person: 'observer-2', player: observer2, state: 'live' },
      ],
    });
  });

  it('lists a transmitter that is no tally producer in special:streams without driving the tally', async () => {
    const overlay = await open(b);
    await ack(overlay, 'prod-join', 'prod1');
    const changes = new EventLog<[ProdPreviewProgramChange]>(
      overlay,
      'prod_preview_program_change',
    );
    const crew = await crewSocket(b, 'token-producer');
    const streams = new EventLog<[string, Partial<StreamsRecord>]>(crew, 'data_update');
    crew.emit('subscribe', 'special:streams');
    await streams.waitFor(([id]) => id === 'special:streams');
    const casterPc = await crewSocket(a, 'token-caster');
    expect(
      await ack(casterPc, 'obs_data_change', {
        clientName: 'Caster PC',
        previewScene: null,
        programScene: 'Obs 1',
      }),
    ).toBe(true);
    await streams.waitFor(
      ([, record]) => record.streams?.some((s) => s.clientName === 'Caster PC') === true,
      3000,
      'the caster transmitter listed',
    );
    await sleep(300);
    expect(changes.received).toEqual([]);
  });

  it('asks broadcast-svc once per socket and client within PROD_ACCESS_CACHE_MS', async () => {
    const sender = await crewSocket(a, 'token-producer');
    const before = accessQuestions;
    for (let i = 0; i < 5; i++)
      expect(await ack(sender, 'prod_trigger', { trigger: 'skip_song' })).toBe(true);
    expect(accessQuestions - before).toBe(1);
  });

  it('takes a crew socket whose token was revoked out of special:streams', async () => {
    tokens.set('token-crew-temporary', producer);
    const crew = await crewSocket(a, 'token-crew-temporary');
    const streams = new EventLog<[string, Partial<StreamsRecord>]>(crew, 'data_update');
    crew.emit('subscribe', 'special:streams');
    await streams.waitFor(
      ([id, record]) => id === 'special:streams' && record.streams !== undefined,
    );
    const room = 'prod:crew-prod1';
    const before = a.sockets.localRoomSize(room);
    expect(before).toBeGreaterThan(0);
    tokens.delete('token-crew-temporary');
    await waitUntil(() => a.sockets.localRoomSize(room) === before - 1, 5000, 'the socket out');
    const received = streams.received.length;
    const transmitter = await crewSocket(b, 'token-producer');
    await ack(transmitter, 'obs_data_change', {
      clientName: 'Late PC',
      previewScene: null,
      programScene: null,
    });
    // A new transmitter is published to the crew room (within a second); the revoked socket hears nothing.
    await sleep(1500);
    expect(streams.received.length).toBe(received);
  });

  it('refuses a revoked token once its check is stale', async () => {
    tokens.set('token-temporary', producer);
    const sender = await crewSocket(a, 'token-temporary');
    const errors = new EventLog<[{ message: string }]>(sender, 'exception');
    expect(await ack(sender, 'prod_trigger', { trigger: 'toggle_cams' })).toBe(true);
    tokens.delete('token-temporary');
    await sleep(1600);
    sender.emit('prod_trigger', { trigger: 'toggle_cams' });
    const [error] = await errors.waitFor(() => true, 3000, 'the refusal');
    expect(error.message).toBe('Unknown token');
    sender.emit('prod_trigger', { trigger: 'toggle_cams' });
    await errors.waitFor(
      () => errors.received.length === 2,
      3000,
      'a second refusal: the association is gone',
    );
    expect(errors.received[1]?.[0].message).toBe(
      'Associate a token first (associate_token) to send production messages.',
    );
  });
});
