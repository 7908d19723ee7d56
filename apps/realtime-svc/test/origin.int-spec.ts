import type { Socket } from 'socket.io-client';
import type { RunningRealtime } from '../src/start-realtime.js';
import { bootRealtime, connectSocket, randomPrefix } from './realtime-test-kit.js';

jest.setTimeout(20_000);

describe('realtime-svc Origin check', () => {
  let rt: RunningRealtime;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    rt = await bootRealtime(randomPrefix(), {
      ALLOWED_ORIGINS: 'http://localhost:8080,https://*.castline.gg',
    });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await rt?.stop();
  });

  const connectWithOrigin = async (
    origin: string | undefined,
    transport: 'websocket' | 'polling',
  ) => {
    const socket = await connectSocket(rt.port, {
      transports: [transport],
      ...(origin ? { extraHeaders: { Origin: origin } } : {}),
    });
    sockets.push(socket);
    return socket;
  };

  it.each([
    ['http://localhost:8080', 'websocket'],
    ['https://spring.castline.gg', 'websocket'],
    ['http://localhost:8080', 'polling'],
    [undefined, 'websocket'],
  ] as const)('accepts Origin %s over %s', async (origin, transport) => {
    const socket = await connectWithOrigin(origin, transport);
    expect(socket.connected).toBe(true);
  });

  it.each([
    ['http://evil.example', 'websocket'],
    ['https://castline.gg', 'websocket'],
    ['http://localhost:8081', 'websocket'],
    ['null', 'websocket'],
    ['http://evil.example', 'polling'],
  ] as const)('refuses Origin %s over %s', async (origin, transport) => {
    await expect(connectWithOrigin(origin, transport)).rejects.toThrow();
    expect(rt.sockets.io.of('/').sockets.size).toBe(sockets.filter((s) => s.connected).length);
  });

  it('sends CORS headers to an allowed page and none to another one', async () => {
    const url = `http://127.0.0.1:${rt.port}/socket.io/?EIO=4&transport=polling`;
    const allowed = await fetch(url, { headers: { Origin: 'http://localhost:8080' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const refused = await fetch(url, { headers: { Origin: 'http://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
