// Helpers for the stack tests: a throwaway database, a whole stack of processes on free ports, demo users,
// sockets and action calls — all against the real Postgres, NATS and Redis of this machine.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { io } from 'socket.io-client';
import { ROOT, freePort, startServices, testPrefix } from '../../tools/stack.mjs';

export const SERVICES_ENV = {
  adminUrl: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  natsUrl: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

export async function createDatabase(label) {
  const name = `castline_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVICES_ENV.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: SERVICES_ENV.adminUrl.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const a = new pg.Client({ connectionString: SERVICES_ENV.adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Starts the whole stack (2 realtime replicas behind Redis) on a fresh database with the demo season. */
export async function startTestStack({ realtimeReplicas = 2, env = {} } = {}) {
  const db = await createDatabase('stack');
  const port = await freePort();
  const realtimePorts = [];
  for (let i = 0; i < realtimeReplicas; i++) realtimePorts.push(await freePort());
  const healthPorts = { 'auth-svc': await freePort(), 'match-svc': await freePort(), 'broadcast-svc': await freePort() };
  const logs = [];
  const stack = await startServices({
    databaseUrl: db.url,
    natsUrl: SERVICES_ENV.natsUrl,
    natsPrefix: testPrefix(),
    redisUrl: SERVICES_ENV.redisUrl,
    port,
    realtimePorts,
    healthPorts,
    seedDemo: true,
    logLevel: 'warn',
    nodeEnv: 'test',
    env,
    log: (line) => logs.push(line),
  });
  try {
    await stack.waitHealthy(120_000);
  } catch (error) {
    console.error(logs.slice(-40).join('\n'));
    await stack.stop();
    await db.drop();
    throw error;
  }
  return {
    ...stack,
    db,
    logs,
    realtimePorts,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await stack.stop();
      await db.drop();
    },
  };
}

export async function demoUsers() {
  const { listDemoLogins } = await import(pathToFileURL(path.join(ROOT, 'apps/auth-svc/dist/seed/list-demo-logins.js')).href);
  const users = listDemoLogins({ now: new Date(), seed: 1 });
  const byRole = (role) => users.filter((u) => u.role === role);
  return { users, byRole };
}

export async function postJson(url, body, headers = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

export const things = (base, ids) => postJson(`${base}/things`, { ids: ids.join(',') });
export const action = (base, name, body, token) =>
  postJson(`${base}/actions/${name}`, body, token ? { Authentication: `Bearer ${token}` } : {});

/** A socket.io client; collects data_update and website_flags. */
export function connectSocket(url, { transports = ['websocket'], origin } = {}) {
  const socket = io(url, { transports, forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 500, extraHeaders: origin ? { origin } : {} });
  const updates = [];
  const flags = [];
  socket.on('data_update', (id, data) => updates.push({ id, data, at: performance.now() }));
  socket.on('website_flags', (list) => flags.push(list));
  return { socket, updates, flags };
}

export async function waitFor(check, timeoutMs = 10_000, label = 'condition') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const connected = (socket) => waitFor(() => socket.connected, 10_000, 'socket connect');
