import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket.js';
import { createFakeFetch, fakeResponse, flushPromises } from '../../test/fake-fetch.js';
import {
  ThingStore,
  REQUEST_BATCH_SIZE,
  REQUEST_FLUSH_MS,
  UPDATE_FLUSH_MS,
  RELEASE_MS,
  RETRY_MS,
} from './thing-store.js';
import { isThingLoading, isThingMissing, isThingReady } from './thing-types.js';

const A = 'recAAAAAAAAAAAAAA';
const B = 'recBBBBBBBBBBBBBB';
const C = 'recCCCCCCCCCCCCCC';
const THEME = 'recTHEMEAAAAAAAAA';

function setup(records: Record<string, Record<string, unknown>> = {}) {
  const socket = new FakeSocket();
  const fake = createFakeFetch(records);
  const logger = { error: vi.fn() };
  const store = new ThingStore({ socket, fetch: fake.fetch, logger });
  return { socket, fake, logger, store };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ThingStore request buffer', () => {
  it('asks for every id of one 100 ms window in one POST /things with a comma-joined ids string', async () => {
    const { store, fake } = setup();
    store.get(A);
    vi.advanceTimersByTime(40);
    store.get(B);
    store.get(C);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS - 41);
    expect(fake.fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await flushPromises();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    expect(fake.requests[0]?.url).toBe('/things');
    expect(fake.requests[0]?.init.method).toBe('POST');
    expect(fake.requests[0]?.body).toEqual({ ids: `${A},${B},${C}` });
  });

  it('starts a new window after a flush', async () => {
    const { store, fake } = setup();
    store.get(A);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    store.get(B);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(fake.requests.map((_, i) => fake.idsOf(i))).toEqual([[A], [B]]);
  });

  it('splits a large window into batches of at most 500 ids', async () => {
    const { store, fake } = setup();
    const ids = Array.from({ length: 1201 }, (_, i) => `special:test-${i}`);
    for (const id of ids) store.get(id);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(REQUEST_BATCH_SIZE).toBe(500);
    expect(fake.requests.map((_, i) => fake.idsOf(i).length)).toEqual([500, 500, 201]);
    expect(fake.requests.flatMap((_, i) => fake.idsOf(i))).toEqual(ids);
  });

  it('asks for an id once however often it is read', async () => {
    const { store, fake } = setup();
    store.get(A);
    store.get(A);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    store.get(A);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    expect(fake.idsOf(0)).toEqual([A]);
  });
});

describe('ThingStore entries', () => {
  it('holds the loading marker until the record arrives, then the record', async () => {
    const { store } = setup({ [A]: { id: A, name: 'Alpha' } });
    const first = store.get(A);
    expect(isThingLoading(first)).toBe(true);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    const loaded = store.get(A);
    expect(isThingReady(loaded)).toBe(true);
    expect(loaded).toEqual({ id: A, __id: A, name: 'Alpha' });
  });

  it('treats an id answered as {__id} only as not found, not loading', async () => {
    const { store } = setup();
    store.get('subdomain-nowhere');
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    const entry = store.get('subdomain-nowhere');
    expect(isThingMissing(entry)).toBe(true);
    expect(isThingLoading(entry)).toBe(false);
    expect(isThingReady(entry)).toBe(false);
  });

  it('stores the theme records appended to the answer and keeps them live', async () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const fake = createFakeFetch({}, () => [
      { __id: A, id: A, theme: [THEME] },
      { __id: THEME, id: THEME, color_theme: '#ff0000' },
    ]);
    const store = new ThingStore({ socket, fetch: fake.fetch, logger: { error: vi.fn() } });
    store.get(A);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(store.peek(THEME)).toEqual({ __id: THEME, id: THEME, color_theme: '#ff0000' });
    expect(socket.emitsOf('subscribe')).toEqual([[A], [THEME]]);
    // Reading the appended theme later asks for nothing more.
    store.get(THEME);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
  });

  it('notifies only the listeners of the ids that changed', async () => {
    const { store, socket } = setup({ [A]: { id: A }, [B]: { id: B } });
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribe(A, onA);
    store.subscribe(B, onB);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    onA.mockClear();
    onB.mockClear();
    socket.fire('data_update', A, { id: A, name: 'new' });
    vi.advanceTimersByTime(UPDATE_FLUSH_MS);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
  });

  it('resolves load() once the record is no longer loading', async () => {
    const { store } = setup({ 'subdomain-spring': { id: A, __kind: 'subdomain' } });
    const promise = store.load('subdomain-spring');
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    await expect(promise).resolves.toMatchObject({ id: A, __id: 'subdomain-spring' });
  });
});

describe('ThingStore failures (public-site §8)', () => {
  it('logs a failed fetch, returns nothing and asks again later', async () => {
    const socket = new FakeSocket();
    let fail = true;
    const fake = createFakeFetch({}, () => {
      if (fail) throw new TypeError('Failed to fetch');
      return [{ __id: A, id: A }];
    });
    const logger = { error: vi.fn() };
    const store = new ThingStore({ socket, fetch: fake.fetch, logger });
    store.subscribe(A, () => undefined);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(logger.error).toHaveBeenCalledWith('Could not fetch records', expect.any(TypeError));
    expect(isThingLoading(store.get(A))).toBe(true);
    fail = false;
    vi.advanceTimersByTime(RETRY_MS + REQUEST_FLUSH_MS);
    await flushPromises();
    expect(isThingReady(store.get(A))).toBe(true);
  });

  it('logs an error flag in the answer with its message', async () => {
    const socket = new FakeSocket();
    const fetch = vi.fn(async () => fakeResponse({ error: true, message: 'No IDs supplied' }, 400));
    const logger = { error: vi.fn() };
    const store = new ThingStore({ socket, fetch, logger });
    store.get(A);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(logger.error).toHaveBeenCalledWith('Could not fetch records: No IDs supplied');
    expect(isThingLoading(store.get(A))).toBe(true);
  });

  it('keeps waiting for an id an unavailable owner left out of the answer', async () => {
    const socket = new FakeSocket();
    const fake = createFakeFetch({}, () => [{ __id: A, id: A }]);
    const store = new ThingStore({ socket, fetch: fake.fetch, logger: { error: vi.fn() } });
    store.subscribe(A, () => undefined);
    store.subscribe(B, () => undefined);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(isThingLoading(store.get(B))).toBe(true);
    vi.advanceTimersByTime(RETRY_MS + REQUEST_FLUSH_MS);
    await flushPromises();
    expect(fake.idsOf(1)).toEqual([B]);
  });

  it('keeps an id the answer marks UNAVAILABLE (a partial answer) loading, and asks for it again', async () => {
    const socket = new FakeSocket();
    let answers = 0;
    const fake = createFakeFetch({}, (request) => {
      answers += 1;
      const ids = (request.body as { ids: string }).ids.split(',');
      return ids.map((id) =>
        id === B && answers === 1 ? { __id: B, __error: 'UNAVAILABLE' } : { __id: id, id },
      );
    });
    const store = new ThingStore({ socket, fetch: fake.fetch, logger: { error: vi.fn() } });
    store.subscribe(A, () => undefined);
    store.subscribe(B, () => undefined);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(isThingReady(store.get(A))).toBe(true);
    expect(isThingLoading(store.get(B))).toBe(true);
    expect(isThingMissing(store.get(B))).toBe(false);
    vi.advanceTimersByTime(RETRY_MS + REQUEST_FLUSH_MS);
    await flushPromises();
    expect(fake.idsOf(1)).toEqual([B]);
    expect(store.get(B)).toEqual({ __id: B, id: B });
  });
});

describe('ThingStore signed-in reads', () => {
  it('sends the token with /things when there is one, and none without', async () => {
    const socket = new FakeSocket();
    const fake = createFakeFetch({ [A]: { id: A } });
    let token: string | null = 'tok-9';
    const store = new ThingStore({ socket, fetch: fake.fetch, getToken: () => token });
    store.get(A);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(fake.requests[0]?.init.headers).toEqual({
      'Content-Type': 'application/json',
      Authentication: 'Bearer tok-9',
    });
    token = null;
    store.get(B);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(fake.requests[1]?.init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it("keeps a crew read's crew-only fields when a public data_update arrives", async () => {
    const { store, socket } = setup({
      [A]: { id: A, __kind: 'player', name: 'Ana', cam_code: 'abc', use_cam: true },
      [B]: { id: B, __kind: 'match', name: 'M', cam_code: 'not crew on a match' },
    });
    store.get(A);
    store.get(B);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    socket.fire('data_update', A, { id: A, __kind: 'player', name: 'Ana B' });
    socket.fire('data_update', B, { id: B, __kind: 'match', name: 'M2' });
    vi.advanceTimersByTime(UPDATE_FLUSH_MS);
    expect(store.peek(A)).toEqual({
      __id: A,
      id: A,
      __kind: 'player',
      name: 'Ana B',
      cam_code: 'abc',
      use_cam: true,
    });
    expect(store.peek(B)).toEqual({ __id: B, id: B, __kind: 'match', name: 'M2' });
  });
});

describe('ThingStore socket', () => {
  it('subscribes each new id once while connected', () => {
    const { store, socket } = setup();
    socket.connect();
    store.get(A);
    store.get(A);
    store.get(B);
    expect(socket.emitsOf('subscribe')).toEqual([[A], [B]]);
  });

  it('subscribes ids asked for before the first connect with one subscribe-multiple', () => {
    const { store, socket } = setup();
    store.get(A);
    store.get(B);
    expect(socket.emitsOf('subscribe')).toEqual([]);
    socket.connect();
    expect(socket.emitsOf('subscribe-multiple')).toEqual([[[A, B]]]);
  });

  it('re-subscribes every id in use with subscribe-multiple on reconnect, and asks for them again', async () => {
    const { store, socket, fake } = setup({ [A]: { id: A }, [B]: { id: B }, [C]: { id: C } });
    socket.connect();
    store.subscribe(A, () => undefined);
    store.subscribe(B, () => undefined);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    socket.disconnect();
    store.subscribe(C, () => undefined);
    socket.connect();
    expect(socket.emitsOf('subscribe-multiple').at(-1)).toEqual([[A, B, C]]);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    expect(fake.idsOf(fake.requests.length - 1).sort()).toEqual([A, B, C].sort());
  });

  it('buffers data_update and applies the batch after 50 ms, the last update of an id winning', async () => {
    const { store, socket } = setup({ [A]: { id: A, score_1: 0 }, [B]: { id: B, score_1: 0 } });
    store.get(A);
    store.get(B);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    const onA = vi.fn();
    store.subscribe(A, onA);
    socket.fire('data_update', A, { id: A, score_1: 1 });
    vi.advanceTimersByTime(20);
    socket.fire('data_update', A, { id: A, score_1: 2 });
    socket.fire('data_update', B, { id: B, score_1: 5 });
    vi.advanceTimersByTime(UPDATE_FLUSH_MS - 21);
    expect(store.peek(A)).toMatchObject({ score_1: 0 });
    expect(onA).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.peek(A)).toEqual({ __id: A, id: A, score_1: 2 });
    expect(store.peek(B)).toMatchObject({ score_1: 5 });
    expect(onA).toHaveBeenCalledTimes(1);
  });

  it('turns a data_update without data into not found', async () => {
    const { store, socket } = setup({ [A]: { id: A } });
    store.get(A);
    vi.advanceTimersByTime(REQUEST_FLUSH_MS);
    await flushPromises();
    socket.fire('data_update', A, { __id: A });
    vi.advanceTimersByTime(UPDATE_FLUSH_MS);
    expect(isThingMissing(store.peek(A))).toBe(true);
  });

  it('ignores updates for ids not in use', () => {
    const { store, socket } = setup();
    socket.fire('data_update', A, { id: A });
    vi.advanceTimersByTime(UPDATE_FLUSH_MS);
    expect(store.peek(A)).toBeUndefined();
  });

  it('unsubscribes and forgets an id nobody has used for a while', () => {
    const { store, socket } = setup();
    socket.connect();
    const stop = store.subscribe(A, () => undefined);
    stop();
    vi.advanceTimersByTime(RELEASE_MS - 1);
    expect(socket.emitsOf('unsubscribe')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.emitsOf('unsubscribe')).toEqual([[A]]);
    expect(store.peek(A)).toBeUndefined();
    expect(store.idsInUse()).toEqual([]);
  });

  it('keeps an id that is listened to again before the release delay', () => {
    const { store, socket } = setup();
    socket.connect();
    store.subscribe(A, () => undefined)();
    vi.advanceTimersByTime(RELEASE_MS / 2);
    store.subscribe(A, () => undefined);
    vi.advanceTimersByTime(RELEASE_MS);
    expect(socket.emitsOf('unsubscribe')).toEqual([]);
    expect(store.idsInUse()).toEqual([A]);
  });
});
