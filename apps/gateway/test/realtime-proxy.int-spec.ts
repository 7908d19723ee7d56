import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// The proxy is tested against a real Socket.IO server and client (the gateway itself never imports them).
import { Server as SocketServer } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { call, startTestStack, waitFor, type TestStack } from './support.js';

interface TinyRealtime {
  url: string;
  name: string;
  origins: string[];
  /** Disconnect reasons seen, by socket id. */
  disconnects: Map<string, string>;
  close(): Promise<void>;
}

/** A tiny Socket.IO server standing in for a realtime replica: 'echo' acks with who answered. */
async function startTinyRealtime(name: string): Promise<TinyRealtime> {
  const http: HttpServer = createServer();
  const origins: string[] = [];
  const disconnects = new Map<string, string>();
  const server = new SocketServer(http, {
    allowRequest: (req, callback) => {
      origins.push(req.headers.origin ?? '(none)');
      callback(null, true);
    },
  });
  server.on('connection', (socket) => {
    socket.on('disconnect', (reason) => disconnects.set(socket.id, reason));
    socket.on('echo', (message: unknown, ack: (reply: unknown) => void) =>
      ack({
        message,
        server: name,
        origin: socket.handshake.headers.origin ?? null,
        id: socket.id,
      }),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    name,
    origins,
    disconnects,
    close: () => new Promise<void>((resolve) => void server.close(() => resolve())),
  };
}

function connect(url: string, transports: ('websocket' | 'polling')[]): Socket {
  return io(url, {
    transports,
    upgrade: false,
    reconnection: false,
    timeout: 3000,
    extraHeaders: { origin: 'http://localhost:8080' },
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function echo(
  socket: Socket,
  message: string,
): Promise<{ message: string; server: string; origin: string | null; id: string }> {
  return socket.timeout(3000).emitWithAck('echo', message);
}

describe('realtime proxy (/socket.io)', () => {
  let replicaA: TinyRealtime;
  let replicaB: TinyRealtime;
  let stack: TestStack;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    replicaA = await startTinyRealtime('A');
    replicaB = await startTinyRealtime('B');
    stack = await startTestStack({ REALTIME_URLS: `${replicaA.url}, ${replicaB.url}` });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await stack.stop();
    await replicaA.close();
    await replicaB.close();
  });

  it('carries a websocket connection through to a replica, keeping the Origin header', async () => {
    const socket = connect(stack.gateway.url, ['websocket']);
    sockets.push(socket);
    await connected(socket);
    expect(socket.io.engine.transport.name).toBe('websocket');
    const reply = await echo(socket, 'hello over ws');
    expect(reply.message).toBe('hello over ws');
    expect(['A', 'B']).toContain(reply.server);
    expect(reply.origin).toBe('http://localhost:8080');
  });

  it('keeps long-polling on one replica (sticky by client address) over many requests', async () => {
    const socket = connect(stack.gateway.url, ['polling']);
    sockets.push(socket);
    await connected(socket);
    expect(socket.io.engine.transport.name).toBe('polling');
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await echo(socket, `poll ${i}`));
    expect(replies.map((r) => r.message)).toEqual([
      'poll 0',
      'poll 1',
      'poll 2',
      'poll 3',
      'poll 4',
    ]);
    expect(new Set(replies.map((r) => r.server)).size).toBe(1);
    expect(replies[0]?.origin).toBe('http://localhost:8080');
  });

  it('sends websocket and polling from one address to the same replica', async () => {
    const ws = connect(stack.gateway.url, ['websocket']);
    const polling = connect(stack.gateway.url, ['polling']);
    sockets.push(ws, polling);
    await Promise.all([connected(ws), connected(polling)]);
    const [a, b] = await Promise.all([echo(ws, 'x'), echo(polling, 'y')]);
    expect(a.server).toBe(b.server);
  });

  it('closes the upstream connection at once when a websocket client vanishes without closing', async () => {
    const socket = connect(stack.gateway.url, ['websocket']);
    sockets.push(socket);
    await connected(socket);
    const reply = await echo(socket, 'about to vanish');
    const replica = reply.server === 'A' ? replicaA : replicaB;
    // Drop the TCP connection without a close frame (a laptop lid closing, a killed tab).
    (socket.io.engine.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
    await waitFor(() => replica.disconnects.has(reply.id), 3000); // the replica's own ping timeout is 45 s
    expect(replica.disconnects.get(reply.id)).toBe('transport close');
  });

  it('refuses websocket upgrades outside /socket.io', async () => {
    const socket = io(stack.gateway.url, {
      path: '/elsewhere',
      transports: ['websocket'],
      reconnection: false,
      timeout: 2000,
    });
    sockets.push(socket);
    await expect(connected(socket)).rejects.toBeDefined();
  });
});

describe('realtime proxy with a dead upstream', () => {
  let stack: TestStack;
  let deadUrl: string;

  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    deadUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    stack = await startTestStack({ REALTIME_URLS: deadUrl });
  });
  afterAll(() => stack.stop());

  it('answers a polling request with a 502 envelope', async () => {
    const res = await call(stack, 'GET', '/socket.io/?EIO=4&transport=polling');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: true,
      errorMessage: 'The realtime server is not available right now.',
      code: 'UNAVAILABLE',
      data: null,
    });
  });

  it('fails a websocket connection without crashing, and keeps serving', async () => {
    const socket = connect(stack.gateway.url, ['websocket']);
    await expect(connected(socket)).rejects.toBeDefined();
    socket.disconnect();
    const res = await call(stack, 'POST', '/things', { body: { ids: 'bad id!' } });
    expect(res.status).toBe(200);
  });
});

describe('realtime proxy on gateway stop', () => {
  it('closes the upstream side of proxied websockets at once', async () => {
    const replica = await startTinyRealtime('only');
    const stack = await startTestStack({ REALTIME_URLS: replica.url });
    const socket = connect(stack.gateway.url, ['websocket']);
    try {
      await connected(socket);
      const { id } = await echo(socket, 'before stop');
      await stack.stop();
      await waitFor(() => replica.disconnects.has(id), 3000); // the replica's own ping timeout is 45 s
      expect(replica.disconnects.get(id)).toBe('transport close');
    } finally {
      socket.disconnect();
      await stack.stop();
      await replica.close();
    }
  });
});
