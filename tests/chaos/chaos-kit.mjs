// The chaos suite's workload and checks (issue 14 item 2). A press-paint workload scaled to this machine runs through
// every fault: open-loop producer actions (update-match-data on a few matches, update-broadcast on the producer's
// broadcast) through the gateway, and viewer sockets on both realtime replicas subscribed to every record they
// change. Afterwards: acknowledged writes lost (an action answered 200 whose audit row is not in Postgres), records
// still stale 2 s after the last write (a socket showing other data than POST /things), the answers by status, and
// the processes that died.
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { connectSocket, connected, demoUsers, things } from '../stack/stack-helpers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

/** The workload (every figure a knob of the suite, scaled to a 2-core machine). */
export const WORKLOAD = {
  /** Matches written by update-match-data (plus the producer's broadcast by update-broadcast). */
  matches: 6,
  /** Actions per second, open loop, round robin over the targets (a target with a write in flight is skipped). */
  rate: 20,
  /** Viewer sockets per realtime replica, each subscribed to every target record. */
  viewersPerReplica: 40,
  /** One action never waits longer than this (then it counts as "no answer"). */
  httpTimeoutMs: 8000,
};

/** How long after the last write every socket must show what POST /things shows. */
export const STALE_AFTER_MS = 2000;

/**
 * The ids and tokens of the workload on a demo stack: matches the demo organiser may edit (probed with one action
 * each), the producer's broadcast (from the answer of one update-broadcast).
 */
export async function discoverTargets(stack, count = WORKLOAD.matches) {
  const users = await demoUsers(stack);
  const organiser = users.byRole('organiser')[0].token;
  const producer = users.byRole('producer')[0].token;
  const { body } = await things(stack.base, ['special:public-events']);
  const events = (await things(stack.base, body[0].events)).body;
  const candidates = events.flatMap((e) => e.matches ?? []);
  const matches = [];
  for (const id of candidates) {
    if (matches.length >= count) break;
    const res = await send(stack.base, 'update-match-data', organiser, {
      matchID: id,
      updatedData: { custom_name: 'chaos probe' },
    });
    if (res.status === 200) matches.push(id);
  }
  if (matches.length < count)
    throw new Error(
      `only ${matches.length} of ${count} demo matches are editable by the organiser`,
    );
  const probe = await send(stack.base, 'update-broadcast', producer, { title: 'chaos probe' });
  if (probe.status !== 200)
    throw new Error(`update-broadcast as the producer answered ${probe.status}`);
  return { matches, broadcast: probe.body.data.broadcast, organiser, producer };
}

/** One action with a timeout; network errors and timeouts answer status 0. */
async function send(base, name, token, body, timeoutMs = WORKLOAD.httpTimeoutMs) {
  try {
    const res = await fetch(`${base}/actions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authentication: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a non-JSON answer: kept as text
    }
    return { status: res.status, body: json, text };
  } catch (error) {
    return { status: 0, body: null, text: String(error) };
  }
}

/**
 * Open-loop writes: one every 1/rate s, round robin over the targets (each match, then the broadcast); a target
 * whose previous write has not answered yet is skipped, so the writes of one target never overlap and its last
 * acknowledged value is well defined. Every write sets a unique value (`<tag> <seq>`): custom_name of a match, the
 * broadcast's title.
 */
export function startWorkload(stack, targets, tag, { rate = WORKLOAD.rate } = {}) {
  const list = [
    ...targets.matches.map((id) => ({ kind: 'match', id })),
    { kind: 'broadcast', id: targets.broadcast },
  ];
  const busy = new Set();
  const writes = [];
  const inflight = new Set();
  let seq = 0;
  let skipped = 0;
  let next = 0;
  const started = now();
  const timer = setInterval(
    () => {
      // Open loop: catch up on every tick that was due (a stalled event loop does not thin the load).
      const due = Math.floor(((now() - started) * rate) / 1000);
      while (next < due) {
        const target = list[next % list.length];
        next += 1;
        if (busy.has(target.id)) {
          skipped += 1;
          continue;
        }
        seq += 1;
        const value = `${tag} ${seq}`;
        const write = { target, value, sentAt: now(), status: null, code: null, answeredAt: null };
        writes.push(write);
        busy.add(target.id);
        const answer =
          target.kind === 'match'
            ? send(stack.base, 'update-match-data', targets.organiser, {
                matchID: target.id,
                updatedData: { custom_name: value },
              })
            : send(stack.base, 'update-broadcast', targets.producer, { title: value });
        const done = answer.then((res) => {
          write.status = res.status;
          write.code = res.body?.code ?? null;
          write.text = res.status >= 500 || res.status === 0 ? res.text.slice(0, 200) : null;
          write.answeredAt = now();
          busy.delete(target.id);
          inflight.delete(done);
        });
        inflight.add(done);
      }
    },
    Math.max(5, Math.floor(1000 / rate / 2)),
  );
  return {
    writes,
    /** The first acknowledged write sent at or after `from` (performance.now()), or null. */
    firstAckAfter(from) {
      return (
        writes
          .filter((w) => w.status === 200 && w.sentAt >= from)
          .sort((a, b) => a.answeredAt - b.answeredAt)[0] ?? null
      );
    },
    async stop() {
      clearInterval(timer);
      await Promise.all([...inflight]);
      return { writes, skipped };
    },
  };
}

/**
 * Viewer sockets on every realtime replica (`stack.socketUrls`), each subscribed to `ids` and subscribing again on
 * every reconnect (as the web app does); the first socket of each replica keeps the last data it got per id.
 */
export async function openViewers(stack, ids, perReplica = WORKLOAD.viewersPerReplica) {
  const viewers = [];
  for (const [replica, url] of stack.socketUrls.entries()) {
    for (let i = 0; i < perReplica; i++) {
      const client = connectSocket(url);
      client.label = `replica${replica + 1}#${i + 1}`;
      client.last = new Map();
      client.connects = 0;
      client.socket.on('connect', () => {
        client.connects += 1;
        client.socket.emit('subscribe-multiple', ids);
      });
      client.socket.on('data_update', (id, data) => client.last.set(id, data));
      viewers.push(client);
    }
  }
  for (const client of viewers) await connected(client.socket);
  return {
    viewers,
    /** The sockets that keep the last data per id: the first of each replica. */
    watchers: viewers.filter((_, i) => i % perReplica === 0),
    close() {
      for (const client of viewers) client.socket.close();
    },
  };
}

/** Record data as shown: the record without the fields a read adds (`__id`, `__version`). */
function comparable(record) {
  if (!record) return null;
  const { __id: _id, __version: _version, ...rest } = record;
  return rest;
}

/**
 * The (socket, id) pairs whose data differs from POST /things, polled until none or `withinMs` passes (a change
 * may still be on its way). Answers the differences left, one line each.
 */
export async function staleRecords(stack, watchers, ids, withinMs = STALE_AFTER_MS) {
  const deadline = now() + withinMs;
  for (;;) {
    const { status, body } = await things(stack.base, ids);
    const stale = [];
    if (status !== 200) stale.push(`POST /things answered ${status}`);
    else {
      const truth = new Map(body.map((r) => [r.__id, comparable(r)]));
      for (const client of watchers) {
        for (const id of ids) {
          if (!isDeepStrictEqual(comparable(client.last.get(id)), truth.get(id) ?? null))
            stale.push(`${client.label} ${id}`);
        }
      }
    }
    if (stale.length === 0 || now() > deadline) return stale;
    await sleep(100);
  }
}

/**
 * Acknowledged writes whose audit row is not in Postgres: an action answered 200 committed its audit row in the
 * same transaction, so a missing row is a lost write. Also answers the acknowledged writes checked.
 */
export async function lostWrites(databaseUrl, writes) {
  const acked = writes.filter((w) => w.status === 200);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: matchRows } = await client.query(
      `SELECT changed->>'custom_name' AS value FROM match.audit WHERE action = 'update-match-data'`,
    );
    const { rows: broadcastRows } = await client.query(
      `SELECT changed->>'title' AS value FROM broadcast.audit WHERE action = 'update-broadcast'`,
    );
    const stored = new Set([...matchRows, ...broadcastRows].map((r) => r.value));
    return { acked: acked.length, lost: acked.filter((w) => !stored.has(w.value)) };
  } finally {
    await client.end();
  }
}

/** Answers by status: {"200": n, "503 UNAVAILABLE": n, "no answer": n, …}. */
export function answersByStatus(writes) {
  const counts = {};
  for (const w of writes) {
    const key =
      w.status === 0
        ? 'no answer'
        : w.code && w.status !== 200
          ? `${w.status} ${w.code}`
          : String(w.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Log lines of the stack that report a crash of a process (an unhandled rejection or exception). */
export function crashLines(logs) {
  return logs.filter((line) =>
    /unhandled ?rejection|uncaught ?exception|UnhandledPromiseRejection/i.test(line),
  );
}

export const fmtMs = (ms) => (ms === null || ms === undefined ? '–' : `${Math.round(ms)}ms`);
export { sleep, now };
