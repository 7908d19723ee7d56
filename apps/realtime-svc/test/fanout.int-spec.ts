import type { Socket } from 'socket.io-client';
import { MAX_SUBSCRIPTIONS_PER_SOCKET, type Thing } from '@castline/contracts';
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

jest.setTimeout(20_000);

type DataUpdate = [string, Thing];

describe('realtime-svc data_update fan-out', () => {
  let rt: RunningRealtime;
  let bus: NatsBus;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const prefix = randomPrefix();
    bus = await startTestBus(prefix);
    rt = await bootRealtime(prefix);
  });
  afterAll(async () => {
    // A polling socket says goodbye with one more HTTP request: let it finish while the server still answers,
    // or it fails after Jest has torn the environment down.
    await Promise.all(
      sockets.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (!s.io.engine || s.io.engine.readyState === 'closed') return resolve();
            s.io.engine.once('close', () => resolve());
            s.close();
          }),
      ),
    );
    await rt?.stop();
    await bus?.close();
  });

  const open = async (options = {}, beforeConnect?: (socket: Socket) => void) => {
    const socket = await connectSocket(rt.port, options, beforeConnect);
    sockets.push(socket);
    return socket;
  };
  const subscribed = (id: string) =>
    waitUntil(() => rt.sockets.hasLocalRoom(`rec:${id}`), 3000, `room rec:${id}`);
  const updatesFor = (log: EventLog<DataUpdate>, id: string) =>
    log.received.filter(([got]) => got === id);

  it('answers GET /health on the socket port', async () => {
    const res = await fetch(`http://127.0.0.1:${rt.port}/health`);
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toMatchObject({
      service: 'realtime-svc',
      ready: true,
      adapter: 'memory',
    });
  });

  it('emits data_update (id, data with __id) to a subscribed socket for a JetStream change', async () => {
    const socket = await open();
    const log = new EventLog<DataUpdate>(socket, 'data_update');
    const id = testRecordId();
    socket.emit('subscribe', id);
    await subscribed(id);
    await publishChange(bus, { id, version: 1, data: { id, name: 'Grand Final' } });
    const [gotId, data] = await log.waitFor(([got]) => got === id);
    expect(gotId).toBe(id);
    expect(data).toEqual({ id, name: 'Grand Final', __id: id });
  });

  it('sends {__id} alone when the record is gone (data null), for derived keys too', async () => {
    const socket = await open();
    const log = new EventLog<DataUpdate>(socket, 'data_update');
    const id = 'subdomain-finals';
    socket.emit('subscribe', id);
    await subscribed(id);
    await publishChange(bus, { id, version: 7, data: null });
    const [, data] = await log.waitFor(([got]) => got === id);
    expect(data).toEqual({ __id: id });
  });

  it('does not re-emit duplicate or older versions', async () => {
    const socket = await open();
    const log = new EventLog<DataUpdate>(socket, 'data_update');
    const id = testRecordId();
    socket.emit('subscribe', id);
    await subscribed(id);
    await publishChange(bus, { id, version: 5, data: { id, v: 5 } });
    await publishChange(bus, { id, version: 5, data: { id, v: 'dup' } });
    await publishChange(bus, { id, version: 3, data: { id, v: 3 } });
    await publishChange(bus, { id, version: 6, data: { id, v: 6 } });
    await log.waitFor(([got, data]) => got === id && data.v === 6);
    expect(updatesFor(log, id).map(([, data]) => data.v)).toEqual([5, 6]);
  });

  it('stops delivery after unsubscribe', async () => {
    const socket = await open();
    const log = new EventLog<DataUpdate>(socket, 'data_update');
    const dropped = testRecordId();
    const kept = testRecordId();
    socket.emit('subscribe', dropped);
    socket.emit('subscribe', kept);
    await subscribed(dropped);
    await subscribed(kept);
    socket.emit('unsubscribe', dropped);
    await waitUntil(() => !rt.sockets.hasLocalRoom(`rec:${dropped}`), 3000, 'the room to empty');
    await publishChange(bus, { id: dropped, version: 1, data: { id: dropped } });
    await publishChange(bus, { id: kept, version: 1, data: { id: kept } });
    // The stream is ordered: once `kept` arrives, `dropped` would have arrived before it.
    await log.waitFor(([got]) => got === kept);
    expect(updatesFor(log, dropped)).toEqual([]);
  });

  it('subscribes a list of ids with subscribe-multiple', async () => {
    const socket = await open();
    const log = new EventLog<DataUpdate>(socket, 'data_update');
    const ids = [testRecordId(), testRecordId(), 'special:upcoming-matches'];
    socket.emit('subscribe-multiple', ids);
    for (const id of ids) await subscribed(id);
    for (const id of ids) await publishChange(bus, { id, version: 1, data: { id } });
    for (const id of ids) await log.waitFor(([got]) => got === id, 3000, `data_update for ${id}`);
    expect(
      log.received
        .map(([got]) => got)
        .filter((got) => ids.includes(got))
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('ignores invalid payloads without disconnecting, and keeps working', async () => {
    const socket = await open();
    const log = new EventLog<DataUpdate>(socket, 'data_update');
    const sid = socket.id ?? '';
    const roomsOf = () => [...(rt.sockets.io.of('/').sockets.get(sid)?.rooms ?? [])];
    socket.emit('subscribe', 42);
    socket.emit('subscribe', { id: testRecordId() });
    socket.emit('subscribe', 'has spaces');
    socket.emit('subscribe', 'x'.repeat(201));
    socket.emit('subscribe', null);
    socket.emit('subscribe');
    socket.emit('subscribe-multiple', 'not-a-list');
    socket.emit('subscribe-multiple', [1, 2]);
    socket.emit('subscribe-multiple', [testRecordId(), 'bad id']);
    socket.emit(
      'subscribe-multiple',
      Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET + 1 }, (_, i) => `id${i}`),
    );
    socket.emit('unsubscribe', { nope: true });
    socket.emit('no-such-event', 1);
    const id = testRecordId();
    socket.emit('subscribe', id);
    await subscribed(id);
    expect(socket.connected).toBe(true);
    expect(roomsOf().sort()).toEqual([sid, `rec:${id}`].sort());
    await publishChange(bus, { id, version: 1, data: { id } });
    await log.waitFor(([got]) => got === id);
  });

  it(`caps a socket at ${MAX_SUBSCRIPTIONS_PER_SOCKET} record rooms`, async () => {
    const socket = await open();
    const sid = socket.id ?? '';
    const recordRooms = () =>
      [...(rt.sockets.io.of('/').sockets.get(sid)?.rooms ?? [])].filter((r) => r.startsWith('rec:'))
        .length;
    socket.emit(
      'subscribe-multiple',
      Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET - 2 }, (_, i) => `cap-${i}`),
    );
    socket.emit('subscribe-multiple', ['cap-0', 'cap-extra-1', 'cap-extra-2', 'cap-extra-3']);
    socket.emit('subscribe', 'cap-extra-4');
    const last = testRecordId();
    socket.emit('unsubscribe', 'cap-1');
    socket.emit('subscribe', last);
    await waitUntil(() => rt.sockets.hasLocalRoom(`rec:${last}`), 3000, 'the last subscription');
    expect(recordRooms()).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET);
    expect(rt.sockets.hasLocalRoom('rec:cap-extra-3')).toBe(false);
    expect(rt.sockets.hasLocalRoom('rec:cap-extra-4')).toBe(false);
    socket.close();
    await waitUntil(
      () => !rt.sockets.hasLocalRoom(`rec:${last}`),
      3000,
      'rooms to empty on disconnect',
    );
  });

  it('works over the polling transport alone', async () => {
    let flags: EventLog<[string[]]> | undefined;
    const socket = await open({ transports: ['polling'] }, (s) => {
      flags = new EventLog<[string[]]>(s, 'website_flags');
    });
    expect(socket.io.engine.transport.name).toBe('polling');
    const log = new EventLog<DataUpdate>(socket, 'data_update');
    const id = testRecordId();
    socket.emit('subscribe', id);
    await subscribed(id);
    await publishChange(bus, { id, version: 2, data: { id, score_1: 2 } });
    const [, data] = await log.waitFor(([got]) => got === id);
    expect(data).toEqual({ id, score_1: 2, __id: id });
    // No required service runs under this test prefix, so the site counts as rebuilding.
    await expect(flags?.waitFor(() => true)).resolves.toEqual([['server_rebuilding']]);
  });
});
