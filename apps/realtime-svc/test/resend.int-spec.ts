import type { Socket } from 'socket.io-client';
import { SUBJECTS, ThingsQuerySchema, type Thing, type ThingsReply } from '@castline/contracts';
import type { NatsBus } from '@castline/nest-kit';
import type { RunningRealtime } from '../src/start-realtime.js';
import {
  EventLog,
  bootRealtime,
  connectSocket,
  publishChange,
  randomPrefix,
  startTestBus,
  testRecordId,
  waitUntil,
} from './realtime-test-kit.js';
import { answerRequests } from '@castline/nest-kit/testing';

jest.setTimeout(30_000);

type DataUpdate = [string, Thing];

describe('realtime-svc re-send after a NATS reconnect', () => {
  const running: RunningRealtime[] = [];
  const buses: NatsBus[] = [];
  const sockets: Socket[] = [];

  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    for (const rt of running.splice(0)) await rt.stop();
    for (const bus of buses.splice(0)) await bus.close();
  });

  /** A realtime replica and a test bus that plays the read-path owners named in `owners`. */
  const setup = async (owners: Partial<Record<'match' | 'broadcast', Map<string, Thing>>>) => {
    const prefix = randomPrefix();
    const bus = await startTestBus(prefix);
    buses.push(bus);
    const asked: string[][] = [];
    for (const [domain, records] of Object.entries(owners)) {
      answerRequests(
        bus,
        SUBJECTS[domain as 'match' | 'broadcast'].qry('things'),
        (payload): ThingsReply => {
          const { ids } = ThingsQuerySchema.parse(payload);
          asked.push(ids);
          return {
            records: ids.flatMap((id) =>
              records.has(id) ? [{ ...records.get(id), __id: id }] : [],
            ),
          };
        },
      );
    }
    const rt = await bootRealtime(prefix);
    running.push(rt);
    const socket = await connectSocket(rt.port);
    sockets.push(socket);
    const log = new EventLog<DataUpdate>(socket, 'data_update');
    /** Subscribes like a reconnecting client, then waits out the current-data answer it triggers. */
    const subscribe = async (ids: string[]) => {
      socket.emit('subscribe-multiple', ids);
      await waitUntil(
        () => ids.every((id) => rt.sockets.hasLocalRoom(`rec:${id}`)),
        3000,
        'subscriptions',
      );
      const known = ids.filter((id) => Object.values(owners).some((records) => records?.has(id)));
      await waitUntil(
        () => known.every((id) => log.received.some(([got]) => got === id)),
        3000,
        'the current data of the subscribed records',
      );
      await new Promise((r) => setTimeout(r, 50));
      asked.length = 0;
      log.received.length = 0;
    };
    return { bus, rt, socket, log, subscribe, asked };
  };

  it('re-sends the owners’ current data for every subscribed record, and {__id} for one no owner has', async () => {
    const known = testRecordId();
    const fromBroadcast = 'broadcast-main';
    const gone = testRecordId();
    const { rt, log, subscribe } = await setup({
      match: new Map([[known, { __id: known, id: known, name: 'fresh' }]]),
      broadcast: new Map([
        [fromBroadcast, { __id: fromBroadcast, id: 'recBBBBBBBBBBBBBB', title: 'Live' }],
      ]),
    });
    await subscribe([known, fromBroadcast, gone]);
    await expect(rt.fanout.resendSubscribed()).resolves.toBe(3);
    await expect(log.waitFor(([id]) => id === known)).resolves.toEqual([
      known,
      { __id: known, id: known, name: 'fresh' },
    ]);
    await expect(log.waitFor(([id]) => id === fromBroadcast)).resolves.toEqual([
      fromBroadcast,
      { __id: fromBroadcast, id: 'recBBBBBBBBBBBBBB', title: 'Live' },
    ]);
    await expect(log.waitFor(([id]) => id === gone)).resolves.toEqual([gone, { __id: gone }]);
  });

  it('does not blank records when an owner does not answer', async () => {
    const known = testRecordId();
    const unknown = testRecordId();
    const { rt, log, subscribe } = await setup({
      match: new Map([[known, { __id: known, id: known, v: 1 }]]),
    });
    await subscribe([known, unknown]);
    await expect(rt.fanout.resendSubscribed(500)).resolves.toBe(1);
    await log.waitFor(([id]) => id === known);
    expect(log.received.map(([id]) => id)).toEqual([known]);
  });

  it('keeps asking an owner that is not back yet, and re-sends once it answers', async () => {
    const id = testRecordId();
    const { bus, rt, log, subscribe } = await setup({});
    await subscribe([id]);
    const resent = rt.fanout.resendSubscribed(5000);
    await new Promise((r) => setTimeout(r, 300));
    // The owners come back after the re-read started (NATS returned before the services did).
    for (const domain of ['match', 'broadcast'] as const) {
      answerRequests(bus, SUBJECTS[domain].qry('things'), (payload): ThingsReply => {
        const { ids } = ThingsQuerySchema.parse(payload);
        return {
          records:
            ids.includes(id) && domain === 'match'
              ? [{ __id: id, id, name: 'late owner', __version: 5 }]
              : [],
        };
      });
    }
    await expect(resent).resolves.toBe(1);
    await expect(log.waitFor(([got]) => got === id)).resolves.toEqual([
      id,
      { __id: id, id, name: 'late owner' },
    ]);
  });

  it('sends a socket that subscribes with subscribe-multiple the current data at once, and drops older stream versions', async () => {
    const id = testRecordId();
    const { bus, rt, socket, log } = await setup({
      match: new Map([[id, { __id: id, id, name: 'current', __version: 7 }]]),
      broadcast: new Map(),
    });
    socket.emit('subscribe-multiple', [id]);
    await expect(log.waitFor(([got]) => got === id, 2000, 'the current data')).resolves.toEqual([
      id,
      { __id: id, id, name: 'current' },
    ]);
    // A change older than the snapshot (published late) never overwrites it; a newer one does.
    await publishChange(bus, { id, version: 6, data: { id, name: 'older' } });
    await publishChange(bus, { id, version: 8, data: { id, name: 'newer' } });
    await log.waitFor(
      ([got, data]) => got === id && data.name === 'newer',
      5000,
      'the newer change',
    );
    expect(log.received.map(([, data]) => data.name)).toEqual(['current', 'newer']);
    expect(rt.sockets.hasLocalRoom(`rec:${id}`)).toBe(true);
  });

  it('asks the owners in chunks of at most 500 ids', async () => {
    const ids = Array.from({ length: 1203 }, (_, i) => `chunk-${i}`);
    const records = new Map(ids.map((id): [string, Thing] => [id, { __id: id, n: 1 }]));
    const { rt, log, subscribe, asked } = await setup({ match: records, broadcast: new Map() });
    await subscribe(ids);
    await expect(rt.fanout.resendSubscribed()).resolves.toBe(ids.length);
    await waitUntil(() => log.received.length === ids.length, 5000, 'every re-sent record');
    expect(asked.map((chunk) => chunk.length).sort((a, b) => a - b)).toEqual([
      203, 203, 500, 500, 500, 500,
    ]);
  });

  it('re-sends on a real NATS reconnect, and keeps consuming record changes afterwards', async () => {
    const id = testRecordId();
    const { bus, rt, log, subscribe } = await setup({
      match: new Map([[id, { __id: id, id, name: 'after gap' }]]),
    });
    await subscribe([id]);
    await rt.bus.connection.reconnect();
    await expect(log.waitFor(([got]) => got === id, 5000, 'the re-send')).resolves.toEqual([
      id,
      { __id: id, id, name: 'after gap' },
    ]);
    await publishChange(bus, { id, version: 9, data: { id, name: 'next change' } });
    await log.waitFor(
      ([got, data]) => got === id && data.name === 'next change',
      10_000,
      'a change after reconnect',
    );
  });
});
