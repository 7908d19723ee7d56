// tools/prerequisites.mjs: what a tier needs of the machine, and a clear install command when it cannot provide it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { ensurePrerequisites, MissingPrerequisite, planPackages } from './prerequisites.mjs';

test('plans the Debian packages of the tiers asked for, and only the missing ones', () => {
  const none = () => false;
  assert.deepEqual(planPackages(['static', 'unit'], { has: none }), []);
  const noNginxBinary = (pkg) => pkg !== 'nginx-light' || !existsSync('/usr/sbin/nginx');
  assert.deepEqual(
    planPackages(['compose'], { has: none }),
    ['docker-compose', 'nginx-light'].filter(noNginxBinary),
  );
  assert.deepEqual(
    planPackages(['compose'], { has: (c) => c === 'docker-compose' || c === 'nginx' }),
    [],
  );
  // The chaos tier runs nats-server and redis-server of its own.
  assert.deepEqual(planPackages(['chaos'], { has: none }), ['nats-server', 'redis-server']);
  assert.deepEqual(planPackages(['chaos'], { has: (c) => c !== 'redis-server' }), ['redis-server']);
});

test('names the install command instead of failing silently when it may not install', async () => {
  const lines = [];
  await assert.rejects(
    ensurePrerequisites(['compose'], {
      has: () => false,
      canInstall: false,
      log: (line) => lines.push(line),
    }),
    (error) =>
      error instanceof MissingPrerequisite &&
      /docker-compose/.test(error.message) &&
      /apt-get install -y docker-compose/.test(error.message),
  );
  assert.deepEqual(lines, [], 'nothing was attempted');
});

test('needs nothing for the static and unit tiers', async () => {
  await ensurePrerequisites(['static', 'unit'], { has: () => false, canInstall: false });
});
