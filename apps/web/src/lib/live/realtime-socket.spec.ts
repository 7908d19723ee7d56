import { describe, expect, it } from 'vitest';
import { loadRealtimeTarget, RealtimeSocket, type RawSocket } from './realtime-socket.js';

class FakeRawSocket implements RawSocket {
  connected = false;
  closed = false;
  readonly emitted: unknown[][] = [];
  private readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();

  constructor(readonly url: string | undefined) {}

  on(event: string, listener: (...args: unknown[]) => void): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }

  emit(event: string, ...args: unknown[]): void {
    this.emitted.push([event, ...args]);
  }

  close(): void {
    this.closed = true;
  }

  fire(event: string, ...args: unknown[]): void {
    if (event === 'connect') this.connected = true;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

function setup(urls: readonly string[] | Promise<readonly string[]>, random = 0) {
  const opened: FakeRawSocket[] = [];
  const socket = new RealtimeSocket({
    loadUrls: () => Promise.resolve(urls),
    open: (url) => {
      const raw = new FakeRawSocket(url);
      opened.push(raw);
      return raw;
    },
    random: () => random,
  });
  return { socket, opened };
}

const jsonAnswer =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadRealtimeTarget', () => {
  it('reads the realtime origins of GET /config.json for a viewer, on /socket.io', async () => {
    const target = await loadRealtimeTarget(
      jsonAnswer({
        realtimeUrls: ['http://localhost:8090', 'https://rt.example.com'],
        productionRealtimeUrls: ['http://localhost:8095'],
        productionSocketPath: '/production/socket.io',
      }),
    );
    expect(target).toEqual({
      urls: ['http://localhost:8090', 'https://rt.example.com'],
      path: '/socket.io',
    });
  });

  it.each([
    [
      'the production origins and path when the config names them',
      {
        realtimeUrls: ['http://v:1'],
        productionRealtimeUrls: ['http://p:2'],
        productionSocketPath: '/socket.io',
      },
      { urls: ['http://p:2'], path: '/socket.io' },
    ],
    [
      "the viewers' origins when no production origin is named",
      {
        realtimeUrls: ['http://v:1'],
        productionRealtimeUrls: [],
        productionSocketPath: '/socket.io',
      },
      { urls: ['http://v:1'], path: '/socket.io' },
    ],
    [
      "the page's own origin on the production path behind an edge",
      {
        realtimeUrls: [],
        productionRealtimeUrls: [],
        productionSocketPath: '/production/socket.io',
      },
      { urls: [], path: '/production/socket.io' },
    ],
    [
      '/socket.io for a malformed path',
      { realtimeUrls: [], productionRealtimeUrls: [], productionSocketPath: 'javascript:x' },
      { urls: [], path: '/socket.io' },
    ],
    [
      'the viewer origins from an older gateway without production fields',
      { realtimeUrls: ['http://v:1'] },
      { urls: ['http://v:1'], path: '/socket.io' },
    ],
  ])('a production socket uses %s', async (_label, body, expected) => {
    expect(await loadRealtimeTarget(jsonAnswer(body), 'production')).toEqual(expected);
  });

  it.each([
    ['an error status', jsonAnswer({ realtimeUrls: ['http://a:1'] }, 404)],
    ['a body without the list', jsonAnswer({})],
    ['a failed fetch', () => Promise.reject(new Error('offline'))],
  ])("falls back to the page's origin on /socket.io on %s", async (_label, fetchFn) => {
    expect(await loadRealtimeTarget(fetchFn, 'production')).toEqual({
      urls: [],
      path: '/socket.io',
    });
  });

  it('drops entries that are not http(s) origins', async () => {
    const target = await loadRealtimeTarget(
      jsonAnswer({ realtimeUrls: ['javascript:alert(1)', 7, 'http://ok:8090'] }),
    );
    expect(target.urls).toEqual(['http://ok:8090']);
  });
});

describe('RealtimeSocket', () => {
  it('connects to the page origin when the config names no realtime origin', async () => {
    const { socket, opened } = setup([]);
    await socket.start();
    expect(opened.map((s) => s.url)).toEqual([undefined]);
  });

  it('picks one replica per page load', async () => {
    const { socket, opened } = setup(['http://a:1', 'http://b:2'], 0.75);
    await socket.start();
    expect(opened.map((s) => s.url)).toEqual(['http://b:2']);
    expect(socket.url).toBe('http://b:2');
  });

  it('gives listeners registered before start the events of the socket it opens', async () => {
    const { socket, opened } = setup(['http://a:1']);
    const updates: unknown[][] = [];
    socket.on('data_update', (...args) => updates.push(args));
    await socket.start();
    opened[0]?.fire('data_update', 'recA', { x: 1 });
    expect(updates).toEqual([['recA', { x: 1 }]]);
  });

  it('moves to the next replica after two failed attempts in a row, keeping its listeners', async () => {
    const { socket, opened } = setup(['http://a:1', 'http://b:2']);
    let connects = 0;
    socket.on('connect', () => (connects += 1));
    await socket.start();
    const [first] = opened;
    first?.fire('connect_error', new Error('refused'));
    expect(opened).toHaveLength(1);
    first?.fire('connect_error', new Error('refused'));
    expect(first?.closed).toBe(true);
    expect(opened.map((s) => s.url)).toEqual(['http://a:1', 'http://b:2']);
    opened[1]?.fire('connect');
    expect(connects).toBe(1);
    expect(socket.connected).toBe(true);
    socket.emit('subscribe', 'recA');
    expect(opened[1]?.emitted).toEqual([['subscribe', 'recA']]);
  });

  it('stays on its replica when a failure is followed by a connection', async () => {
    const { socket, opened } = setup(['http://a:1', 'http://b:2']);
    await socket.start();
    opened[0]?.fire('connect_error', new Error('refused'));
    opened[0]?.fire('connect');
    opened[0]?.fire('connect_error', new Error('refused'));
    expect(opened).toHaveLength(1);
  });

  it('keeps retrying its only origin', async () => {
    const { socket, opened } = setup(['http://a:1']);
    await socket.start();
    for (let i = 0; i < 5; i++) opened[0]?.fire('connect_error', new Error('refused'));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.closed).toBe(false);
  });
});
