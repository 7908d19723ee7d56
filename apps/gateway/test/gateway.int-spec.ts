import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ErrorRateEventSchema,
  SUBJECTS,
  VerifyTokenQuerySchema,
  type Domain,
  type HealthReply,
} from '@castline/contracts';
import { call, recId, startTestStack, waitFor, type TestStack } from './support.js';
import { answerRequests, listenEvents } from '@castline/nest-kit/testing';

describe('GET /health', () => {
  let stack: TestStack;
  const ready: Record<string, boolean> = {
    auth: true,
    match: true,
    broadcast: true,
    realtime: true,
  };

  beforeAll(async () => {
    stack = await startTestStack();
    for (const domain of ['auth', 'match', 'broadcast', 'realtime'] as const satisfies Domain[]) {
      answerRequests(stack.bus, SUBJECTS.health(domain), (): HealthReply => ({
        service: `${domain}-svc`,
        instance: 'i1',
        ready: ready[domain] ?? false,
        uptimeMs: 1000,
      }));
    }
    await stack.bus.connection.flush();
  });
  afterAll(() => stack.stop());

  it('answers 200 listing every service when all are ready', async () => {
    const res = await call<{
      ready: boolean;
      service: string;
      nats: boolean;
      services: { domain: string; ready: boolean }[];
    }>(stack, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ready: true, service: 'gateway', nats: true });
    expect(res.body.services.map((s) => [s.domain, s.ready])).toEqual([
      ['auth', true],
      ['match', true],
      ['broadcast', true],
      ['realtime', true],
    ]);
  });

  it('answers 503 when one service is not ready, naming it', async () => {
    ready.match = false;
    try {
      const res = await call<{ ready: boolean; services: { domain: string; ready: boolean }[] }>(
        stack,
        'GET',
        '/health',
      );
      expect(res.status).toBe(503);
      expect(res.body.ready).toBe(false);
      expect(res.body.services.filter((s) => !s.ready).map((s) => s.domain)).toEqual(['match']);
    } finally {
      ready.match = true;
    }
  });
});

describe('GET /health without services', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('answers 503 quickly when nobody answers', async () => {
    const started = Date.now();
    const res = await call<{ ready: boolean; services: { ready: boolean; error?: string }[] }>(
      stack,
      'GET',
      '/health',
    );
    expect(res.status).toBe(503);
    expect(res.body.services).toHaveLength(4);
    expect(res.body.services.every((s) => !s.ready && typeof s.error === 'string')).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('HTTP basics', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('sends no x-powered-by and a fresh x-request-id', async () => {
    const res = await call(stack, 'POST', '/things', { body: { ids: 'bad id!' } });
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane incoming x-request-id and replaces a malformed one', async () => {
    const kept = await call(stack, 'POST', '/things', {
      body: { ids: 'x!' },
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await call(stack, 'POST', '/things', {
      body: { ids: 'x!' },
      headers: { 'x-request-id': 'a b c' },
    });
    expect(replaced.headers.get('x-request-id')).not.toBe('a b c');
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await call(stack, 'POST', '/nowhere', { body: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: true,
      errorMessage: 'Not found',
      code: 'NOT_FOUND',
      data: null,
    });
  });

  it('serves no web app when WEB_DIST is not set', async () => {
    const res = await call(stack, 'GET', '/events/abc');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('static web app (WEB_DIST)', () => {
  let stack: TestStack;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'castline-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Castline</title>');
    writeFileSync(join(dist, 'assets', 'app-3f9a.js'), 'console.log(1)');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    stack = await startTestStack({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await stack.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/events/abc', '/team/xyz/matches'])(
    'answers %s with index.html, not cached',
    async (path) => {
      const res = await call(stack, 'GET', path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Castline</title>');
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await call(stack, 'GET', '/assets/app-3f9a.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files without a long cache', async () => {
    const res = await call(stack, 'GET', '/robots.txt');
    expect(res.text).toBe('User-agent: *');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await call(stack, 'GET', '/assets/missing.js');
    expect(res.status).toBe(404);
  });

  it('never serves files outside WEB_DIST', async () => {
    const res = await fetch(`${stack.gateway.url}/%2e%2e/%2e%2e/etc/passwd`);
    const text = await res.text();
    expect(text).not.toContain('root:');
  });

  it.each(['/things', '/actions/update-broadcast', '/auth/login', '/health', '/image.png'])(
    'does not answer GET %s with the web app',
    async (path) => {
      const res = await call(stack, 'GET', path);
      expect(res.text).not.toContain('<title>Castline</title>');
    },
  );
});

describe('error-rate events', () => {
  let stack: TestStack;
  const events: unknown[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    listenEvents(stack.bus, SUBJECTS.errorRate, (payload) => events.push(payload));
    answerRequests(stack.bus, SUBJECTS.auth.qry('verify-token'), (payload) => {
      VerifyTokenQuerySchema.parse(payload);
      return {
        actor: { kind: 'player', player_id: recId(1), name: 'Alice', website_settings: [] },
      };
    });
    await stack.bus.connection.flush();
  });
  afterAll(() => stack.stop());

  it('publishes high when ten answers in a minute are 5xx (broadcast-svc down)', async () => {
    const publishedHigh = () => events.some((e) => ErrorRateEventSchema.parse(e).high);
    for (let i = 0; i < 9; i++) {
      const res = await call(stack, 'POST', '/actions/update-broadcast', {
        body: { title: 'x' },
        headers: { authentication: 'Bearer t' },
      });
      expect(res.status).toBe(503);
    }
    await stack.bus.connection.flush();
    expect(publishedHigh()).toBe(false);
    await call(stack, 'POST', '/actions/update-broadcast', {
      body: { title: 'x' },
      headers: { authentication: 'Bearer t' },
    });
    await waitFor(publishedHigh);
    expect(events.map((e) => ErrorRateEventSchema.parse(e)).filter((e) => e.high)).toEqual([
      { high: true, rate: 1, window_ms: 60_000 },
    ]);
  });
});
