#!/usr/bin/env node
// What each test tier needs of the machine, brought up the way `.ci/run` does (issue 11 item 5): missing Debian
// packages installed with apt-get when this runs as root, PostgreSQL / Redis / NATS (JetStream) started when their
// port is closed. A prerequisite it cannot provide fails with its install command, never silently.
// Node built-ins only: `.ci/run` calls it before `npm install`.
// Usage: node tools/prerequisites.mjs [tier ...]   (no tier: everything `npm test` needs)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

/** Debian packages a tier runs (command → package). */
const PACKAGES = {
  compose: [
    { command: 'docker-compose', pkg: 'docker-compose' },
    // tests/compose runs the edge's nginx.conf in a real nginx.
    { command: 'nginx', pkg: 'nginx-light', path: '/usr/sbin/nginx' },
  ],
  e2e: [{ command: 'chromium', pkg: 'chromium', path: '/usr/bin/chromium' }],
  // The chaos suite kills and restarts its own nats-server and redis-server (and an embedded Postgres from npm).
  chaos: [
    { command: 'nats-server', pkg: 'nats-server' },
    { command: 'redis-server', pkg: 'redis-server' },
  ],
};

/** Local services of this machine kind (ports of ARCHITECTURE "Running it"), with how to start each. */
export const SERVICES = [
  { name: 'PostgreSQL', port: 5432, pkg: 'postgresql', command: 'pg_ctlcluster' },
  { name: 'Redis', port: 6379, pkg: 'redis-server', command: 'redis-server' },
  { name: 'NATS (JetStream)', port: 4222, pkg: 'nats-server', command: 'nats-server' },
];

/** Tiers that talk to the real Postgres, Redis and NATS. */
const NEEDS_SERVICES = new Set(['int', 'stack', 'chaos', 'e2e']);
export const ALL_TIERS = ['static', 'unit', 'int', 'compose', 'stack', 'chaos', 'e2e'];

/** A prerequisite that could not be provided: the message names what to install or start. */
export class MissingPrerequisite extends Error {}

export function which(command) {
  const r = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

export function portOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitPort(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** What is missing for `tiers`: Debian packages (by command) and service packages. Pure apart from `which`. */
export function planPackages(tiers, { has = (c) => which(c) !== null } = {}) {
  const missing = new Set();
  for (const tier of tiers)
    for (const { command, pkg, path } of PACKAGES[tier] ?? [])
      if (!has(command) && !(path && existsSync(path))) missing.add(pkg);
  return [...missing];
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function aptInstall(packages, log, canInstall) {
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!canInstall)
    throw new MissingPrerequisite(
      `missing: ${packages.join(', ')}. Install with: sudo apt-get update && sudo ${command}`,
    );
  log(`installing ${packages.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  if (r.status !== 0)
    throw new MissingPrerequisite(
      `apt-get could not install ${packages.join(', ')}: run ${command}`,
    );
}

function startService(service, log) {
  log(`starting ${service.name} on port ${service.port}`);
  if (service.port === 5432) {
    const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
    if (versions.length === 0)
      throw new MissingPrerequisite('no PostgreSQL cluster in /etc/postgresql');
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], {
      stdio: 'inherit',
    });
  } else if (service.port === 6379) {
    spawnSync(
      'redis-server',
      [
        '--daemonize',
        'yes',
        '--bind',
        '127.0.0.1',
        '--port',
        '6379',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        '/tmp',
      ],
      { stdio: 'inherit' },
    );
  } else {
    const dir = isRoot() ? '/var/lib/nats-server' : '/tmp/castline-nats';
    mkdirSync(dir, { recursive: true });
    spawnSync(
      'sh',
      [
        '-c',
        `nohup ${which('nats-server')} -a 127.0.0.1 -p 4222 -js -sd ${dir} >/tmp/nats-server.log 2>&1 &`,
      ],
      { stdio: 'inherit' },
    );
  }
}

/**
 * Brings up what `tiers` need: installs missing packages (root + apt-get), starts closed services. Throws
 * MissingPrerequisite naming the install or start command when it cannot.
 */
export async function ensurePrerequisites(
  tiers,
  {
    log = (line) => console.log(line),
    has = (command) => which(command) !== null,
    canInstall = isRoot() && which('apt-get') !== null,
  } = {},
) {
  const packages = planPackages(tiers, { has });
  const needServices = tiers.some((t) => NEEDS_SERVICES.has(t));
  const closed = [];
  if (needServices) for (const s of SERVICES) if (!(await portOpen(s.port))) closed.push(s);
  const servicePackages = closed.filter((s) => !has(s.command)).map((s) => s.pkg);
  if (packages.length + servicePackages.length > 0)
    aptInstall([...packages, ...servicePackages], log, canInstall);
  for (const service of closed) {
    startService(service, log);
    if (!(await waitPort(service.port)))
      throw new MissingPrerequisite(
        `${service.name} did not start on 127.0.0.1:${service.port}; start it (see .ci/run) and run again`,
      );
  }
}

async function main() {
  const asked = process.argv.slice(2).filter((a) => ALL_TIERS.includes(a));
  try {
    await ensurePrerequisites(asked.length ? asked : ALL_TIERS);
  } catch (error) {
    if (!(error instanceof MissingPrerequisite)) throw error;
    console.error(`prerequisite missing: ${error.message}`);
    process.exit(2);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
