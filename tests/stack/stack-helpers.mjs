// Helpers for the stack tests: a throwaway database, a whole stack of processes on free ports, demo users,
// sockets and action calls — all against the real Postgres, NATS and Redis of this machine.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { io } from 'socket.io-client';
import { freePort, readDemoLogins, startServices, testPrefix } from '../../tools/stack.mjs';

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

/**
 * Starts the whole stack (2 realtime replicas behind Redis; sockets connect to them directly at `socketUrls`, as
 * the browser does) on a fresh database with the demo season, and the fake
 * Discord on a free port (`stack.discord`: {fake, url}; off with discordFake: false). logLevel of the services
 * ('warn' by default); their log lines are in `stack.logs` (the whole JSON lines with rawLogs: true).
 */
export async function startTestStack({
  realtimeReplicas = 2,
  productionReplicas = 0,
  viewerNice,
  env = {},
  discordFake = true,
  logLevel = 'warn',
  rawLogs = false,
  webDist,
} = {}) {
  const db = await createDatabase('stack');
  const port = await freePort();
  const realtimePorts = [];
  for (let i = 0; i < realtimeReplicas; i++) realtimePorts.push(await freePort());
  const productionRealtimePorts = [];
  for (let i = 0; i < productionReplicas; i++) productionRealtimePorts.push(await freePort());
  const healthPorts = {
    'auth-svc': await freePort(),
    'match-svc': await freePort(),
    'broadcast-svc': await freePort(),
  };
  const metricsPort = await freePort();
  const logs = [];
  const stack = await startServices({
    databaseUrl: db.url,
    natsUrl: SERVICES_ENV.natsUrl,
    natsPrefix: testPrefix(),
    redisUrl: SERVICES_ENV.redisUrl,
    port,
    realtimePorts,
    productionRealtimePorts,
    viewerNice,
    healthPorts,
    metricsPort,
    seedDemo: true,
    logLevel,
    nodeEnv: 'test',
    env,
    // The built web app (apps/web/dist) when the stack serves pages (benchmarks in a browser); none by default.
    ...(webDist ? { webDist } : {}),
    discordFake: discordFake ? { port: await freePort() } : false,
    rawLogs,
    log: (line) => logs.push(line),
  });
  let socketUrls;
  let productionSocketUrls;
  try {
    await stack.waitHealthy(120_000);
    socketUrls = await browserSocketUrls(`http://127.0.0.1:${port}`);
    productionSocketUrls = await browserSocketUrls(`http://127.0.0.1:${port}`, 'production');
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
    productionRealtimePorts,
    /**
     * Where the browser's socket goes, as GET /config.json tells the web app: one origin per realtime replica
     * (straight to realtime-svc, no Node proxy). Connect sockets here, e.g. `connectSocket(stack.socketUrl)`.
     */
    socketUrls,
    /** The first replica of socketUrls. */
    socketUrl: socketUrls[0],
    /**
     * Where an overlay's socket goes (GET /config.json productionRealtimeUrls): the replicas reserved for production
     * sockets (startTestStack({productionReplicas})), else the same as socketUrls.
     */
    productionSocketUrls,
    /** The services' internal HTTP ports (GET /health, GET /read-model/drift). */
    healthPorts,
    base: `http://127.0.0.1:${port}`,
    async close() {
      closeOpenSockets();
      await stack.stop();
      await db.drop();
    },
  };
}

/** Closes every socket connectSocket opened that is still open (a stack's close() does it first). */
export function closeOpenSockets() {
  for (const socket of [...openSockets]) socket.close();
}

/**
 * The realtime origins the web app reads from the gateway's GET /config.json (the page's own origin, `base`, when
 * the list is empty: an edge routes /socket.io/ there). role 'production': where an overlay's socket goes (the
 * production replicas when the config names them, else the viewers' ones).
 */
export async function browserSocketUrls(base, role = 'viewer') {
  const res = await fetch(`${base}/config.json`);
  if (res.status !== 200) throw new Error(`GET /config.json answered ${res.status}`);
  const { realtimeUrls, productionRealtimeUrls } = await res.json();
  const urls =
    role === 'production' && productionRealtimeUrls.length > 0
      ? productionRealtimeUrls
      : realtimeUrls;
  return urls.length > 0 ? urls : [base];
}

/**
 * The demo logins of `stack` (player_id, name, role, token), as its auth-svc wrote them at the first demo seed to
 * the stack's own DEMO_LOGINS_FILE (stack.demoLoginsFile): the tokens are random, so only that file knows them.
 */
export async function demoUsers(stack) {
  if (!stack?.demoLoginsFile)
    throw new Error(
      'demoUsers(stack): pass the stack whose demo logins you want (it names its DEMO_LOGINS_FILE)',
    );
  const users = await readDemoLogins(stack.demoLoginsFile);
  const byRole = (role) => users.filter((u) => u.role === role);
  return { users, byRole };
}

export async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

export const things = (base, ids) => postJson(`${base}/things`, { ids: ids.join(',') });
export const action = (base, name, body, token) =>
  postJson(`${base}/actions/${name}`, body, token ? { Authentication: `Bearer ${token}` } : {});

/**
 * Sockets opened by connectSocket and not closed yet: a stack's close() closes them first, so a test that failed
 * before closing its sockets does not leave them reconnecting to a stopped stack (which keeps the test file alive).
 */
const openSockets = new Set();

/** A socket.io client; collects data_update and website_flags. */
export function connectSocket(url, { transports = ['websocket'], origin } = {}) {
  const socket = io(url, {
    transports,
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    extraHeaders: origin ? { origin } : {},
  });
  const updates = [];
  const flags = [];
  socket.on('data_update', (id, data) => updates.push({ id, data, at: performance.now() }));
  socket.on('website_flags', (list) => flags.push(list));
  openSockets.add(socket);
  const close = socket.close.bind(socket);
  socket.close = () => {
    openSockets.delete(socket);
    return close();
  };
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

/**
 * A connected socket (connectSocket) that records every event it receives: `client.events` ({event, args}) and
 * `client.received(name)`. Close it with `client.socket.close()`.
 */
export async function openRecordingSocket(url) {
  const client = connectSocket(url);
  client.events = [];
  client.socket.onAny((event, ...args) => client.events.push({ event, args }));
  await connected(client.socket);
  client.received = (event) => client.events.filter((e) => e.event === event);
  return client;
}

/** Emits on a recording socket and waits for the server's ack (`true` when the message was carried out). */
export const emitWithAck = (client, event, payload) =>
  client.socket.timeout(5000).emitWithAck(event, payload);

export const connected = (socket) => waitFor(() => socket.connected, 10_000, 'socket connect');

/**
 * The demo logins of `stack` (demoUsers: player_id, name, role, token) with the Discord id the fake Discord offers
 * for each (both follow the same generator, in the same order), then the fake's "New Person" (no Player yet).
 */
export async function discordAccounts(stack, seed = 1) {
  const { demoDiscordUsers, NEW_PERSON } = await import('../fakes/discord/demo-users.mjs');
  const { users } = await demoUsers(stack);
  const discord = demoDiscordUsers({ now: new Date(), seed });
  const accounts = users.map((u, i) => {
    if (discord[i]?.global_name !== u.name)
      throw new Error(`demo user ${u.name} and Discord account ${discord[i]?.global_name} differ`);
    return { ...u, discord_id: discord[i].id };
  });
  return {
    accounts,
    byRole: (role) => accounts.filter((a) => a.role === role),
    newPerson: NEW_PERSON,
  };
}

/**
 * The browser's Discord login against the stack: GET /auth/discord/redirect (state cookie), the fake Discord's
 * authorize page, pick the account, back at /auth/discord/return?code&state, then POST /auth/discord-login with the
 * code, the state and the cookie. Answers {status, body, back (URL Discord sent the browser to), cookie}.
 */
export async function loginWithDiscord(stack, discordId, { returnTo = '/profile' } = {}) {
  const { pickAccount } = await import('../fakes/discord/browse.mjs');
  const redirect = await fetch(
    `${stack.base}/auth/discord/redirect?return=${encodeURIComponent(returnTo)}`,
    { redirect: 'manual' },
  );
  if (redirect.status !== 302)
    throw new Error(
      `GET /auth/discord/redirect answered ${redirect.status}: ${await redirect.text()}`,
    );
  const cookie = redirect.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const back = await pickAccount(redirect.headers.get('location'), discordId);
  const res = await postJson(
    `${stack.base}/auth/discord-login`,
    { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    { cookie },
  );
  return { ...res, back, cookie };
}

/** POST /auth/login and /auth/logout. */
export const tokenLogin = (base, token) => postJson(`${base}/auth/login`, { token });
export const logout = (base, token) => postJson(`${base}/auth/logout`, { token });

/** A pg client on the stack's database (for checks the HTTP API cannot make). Close it with end(). */
export async function connectDatabase(stack) {
  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  return client;
}
