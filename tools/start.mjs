#!/usr/bin/env node
// `npm start`: build, start Postgres (DATABASE_URL or embedded), NATS (NATS_URL or nats-server from the PATH),
// every service with the demo season, then print the URL and the demo users' tokens. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  demoOverlayLines,
  ensureNats,
  readDemoLogins,
  startEmbeddedPostgres,
  startServices,
} from './stack.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const env = process.env;
const say = (line) => console.log(line);

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

const stops = [];
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say('\nstopping…');
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(String(error));
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

if (!args.has('--no-build')) {
  say('building…');
  const r = spawnSync(
    process.execPath,
    [path.join(ROOT, 'tools/build.mjs'), ...(dev ? ['--backend-only'] : [])],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) fail('the build failed (see above)');
}

try {
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({
      port: Number(env.EMBEDDED_PG_PORT ?? 5488),
      log: say,
    });
    stops.push(pg.stop);
    databaseUrl = pg.url;
    say(`PostgreSQL (embedded) at ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}`);
  }
  const nats = await ensureNats(env.NATS_URL ?? 'nats://127.0.0.1:4222', { log: say });
  stops.push(nats.stop);
  const port = Number(env.PORT ?? 8080);
  const seedDemo = env.SEED_DEMO !== '0';
  const nodeEnv = dev ? 'development' : 'production';
  // auth-svc writes the demo tokens here at the first seed of an empty database (only their hashes are stored, so
  // this file is the one place they exist; .data/ is git-ignored). Later starts keep the tokens and the file.
  const demoLoginsFile = path.join(ROOT, '.data/demo-logins.json');
  const stack = await startServices({
    databaseUrl,
    natsUrl: nats.url,
    natsPrefix: env.NATS_PREFIX ?? 'castline',
    redisUrl: env.REDIS_URL,
    port,
    // One viewer replica and one reserved for production sockets (overlays in OBS): presses reach overlays first.
    realtimePorts: [8090],
    productionRealtimePorts: [8095],
    webDist: dev ? undefined : path.join(ROOT, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo,
    demoLoginsFile,
    nodeEnv,
    // The local demo runs the production build: it opts into demo data there explicitly (the services refuse
    // SEED_DEMO with NODE_ENV=production otherwise).
    ...(seedDemo && nodeEnv === 'production' ? { env: { DEMO_IN_PRODUCTION: '1' } } : {}),
    rawLogs: args.has('--json-logs'),
    // In dev mode the browser talks to Vite (5173), which proxies to the gateway: OAuth returns come there, and
    // realtime-svc's origin check allows its pages too (siteOrigins in tools/stack.mjs: the gateway's port and 5173).
    ...(dev ? { publicUrl: 'http://localhost:5173' } : {}),
  });
  stops.push(() => stack.stop());
  for (const [label, child] of stack.children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`${label} stopped unexpectedly (exit ${code}); stopping the stack`);
        void shutdown(1);
      }
    });
  }
  await stack.waitHealthy();
  if (dev) {
    // Vite with hot reload against the running services (its proxy sends /things, /actions, /auth, /socket.io … to the gateway).
    const vite = spawn('npm', ['run', 'dev', '--silent', '-w', 'apps/web', '--', '--strictPort'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    stops.push(async () => {
      if (vite.exitCode === null) {
        vite.kill('SIGTERM');
        await new Promise((r) => vite.once('exit', r));
      }
    });
  }
  const users = seedDemo && existsSync(demoLoginsFile) ? await readDemoLogins(demoLoginsFile) : [];
  say('');
  say(`Castline is running at ${stack.url}`);
  say(`  mini-site of the demo event: http://spring.localhost:${port}`);
  say(
    `  live updates: the page's socket goes straight to realtime-svc at ${stack.realtimeUrls.join(', ')}`,
  );
  say(
    `  overlays' sockets go to the production replica at ${stack.productionRealtimeUrls.join(', ')} (no viewer fan-out there)`,
  );
  if (dev) say('  web app with hot reload (Vite): http://localhost:5173');
  say('');
  if (seedDemo) {
    for (const line of await demoOverlayLines(dev ? 'http://localhost:5173' : stack.url)) say(line);
    say('');
  }
  if (users.length) {
    say(
      `Demo users (token for \`Authentication: Bearer <token>\`; kept in ${path.relative(ROOT, demoLoginsFile)}):`,
    );
    for (const u of users) say(`  ${u.role.padEnd(9)} ${(u.name ?? '').padEnd(20)} ${u.token}`);
    const [carter, cleo] = users.filter((u) => u.role === 'captain').map((u) => u.name);
    const staff = users.find((u) => u.role === 'staff')?.name;
    if (carter && cleo && staff) {
      say(
        `Score reports and reschedules (Spring Showdown, issue 18): ${carter} and ${cleo} captain the two teams`,
      );
      say(
        `  of the next playoff match (both workflows 'Available'); ${cleo}'s team has an exhibition report to`,
      );
      say(
        `  approve or counter, ${carter}'s a counter to accept or reject; ${staff} approves what waits for staff.`,
      );
    }
    const producer = users.find((u) => u.role === 'producer')?.name;
    if (producer) {
      const site = dev ? 'http://localhost:5173' : stack.url;
      say(
        `Producer dashboard: ${site}/dashboard (sign in as ${producer} on the fake Discord: client prod1, broadcast main with its live match)`,
      );
    }
    if (stack.discord)
      say(
        `  What the notifier posted to (fake) Discord, with buttons to press as a demo user: ${stack.discord.url}/_fake/messages`,
      );
    say('');
  } else if (seedDemo) {
    say(
      `No demo logins in ${path.relative(ROOT, demoLoginsFile)}: this database was seeded without it (delete .data/postgres for a fresh demo).`,
    );
    say('');
  }
  say('Press Ctrl-C to stop.');
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
  await shutdown(1);
}
