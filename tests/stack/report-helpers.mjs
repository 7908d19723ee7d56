// Helpers of the score-report and reschedule stack tests (RULES (a), (b)): the demo captains' match, event switches
// set in the database, snapshots of everything a report action may write, and the domain events on JetStream.
import assert from 'node:assert/strict';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  SERVICES_ENV,
  action,
  connectDatabase,
  connectSocket,
  connected,
  demoUsers,
  startTestStack,
  things,
} from './stack-helpers.mjs';

/**
 * The demo's report actors and the captains' match (RULES (b) demo: the two captains meet in the in-progress
 * event's upcoming playoff match; captain A's team is slot 1): users {a, b, staff, organiser, player}, the match,
 * its event and teams, and Map data ids of the event's pool.
 */
export async function reportWorld(stack, db) {
  const { byRole } = await demoUsers(stack);
  const [a, b] = byRole('captain');
  const users = {
    a,
    b,
    staff: byRole('staff')[0],
    organiser: byRole('organiser')[0],
    player: byRole('player')[0],
    producer: byRole('producer')[0],
  };
  const { rows } = await db.query(
    `SELECT m.id, m.teams, m.event[1] AS event, m.first_to FROM "match".matches m
       JOIN "match".teams t1 ON t1.id = m.teams[1] JOIN "match".teams t2 ON t2.id = m.teams[2]
      WHERE $1 = ANY(t1.captains) AND $2 = ANY(t2.captains)
        AND coalesce(m.score_1, 0) < m.first_to AND coalesce(m.score_2, 0) < m.first_to`,
    [a.player_id, b.player_id],
  );
  assert.equal(rows.length, 1, 'the demo has one open match between the two captains');
  const [match] = rows;
  const pool = (
    await db.query(
      `SELECT d.id FROM "match".events e JOIN "match".map_data d ON d.id = ANY(e.map_pool)
        WHERE e.id = $1 AND d.game = 'Overwatch' ORDER BY d.id`,
      [match.event],
    )
  ).rows.map((r) => r.id);
  assert.ok(pool.length >= 5, 'the event has a map pool');
  return {
    users,
    match: match.id,
    event: match.event,
    firstTo: match.first_to,
    teams: match.teams,
    pool,
    queue: `event-reports-${match.event}`,
  };
}

/** Sets keys of the event's blocks JSON in the database (reporting.score.staffApprove …), as an organiser would. */
export async function setBlocks(db, eventId, edit) {
  const { rows } = await db.query(`SELECT blocks FROM "match".events WHERE id = $1`, [eventId]);
  const blocks = JSON.parse(rows[0].blocks ?? '{}');
  edit(blocks);
  await db.query(`UPDATE "match".events SET blocks = $2 WHERE id = $1`, [
    eventId,
    JSON.stringify(blocks),
  ]);
}

/** The switches the report tests start from (RULES b.1), whatever the demo season sets. */
export const TEST_SWITCHES = {
  score: {
    use: true,
    opponentApprove: true,
    staffApprove: false,
    allowForfeits: true,
    showHeroPicks: true,
    showHeroBans: true,
    showMapBans: true,
  },
  rescheduling: { use: true, opponentApprove: true, staffApprove: true },
};

/**
 * Puts the captains' match in the state the tests start from: the event's switches as TEST_SWITCHES, and no linked
 * report of either type (staff delete what the demo season may have left there).
 */
export async function resetReports(stack, db, world) {
  await setBlocks(db, world.event, (b) => {
    b.reporting = structuredClone(TEST_SWITCHES);
  });
  const [match] = await readRecords(stack, [world.match]);
  for (const report of await readRecords(stack, match.reports)) {
    const name =
      report.type === 'score' ? 'staff-approve-score-report' : 'staff-approve-match-reschedule';
    const res = await action(
      stack.base,
      name,
      { matchID: world.match, action: 'delete' },
      world.users.staff.token,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
}

/** The entries of the event's staff queue that belong to `matchId`. */
export const queueOf = (queue, matchId) => queue.open.filter((o) => o.match === matchId);

/** Records by id through POST /things (in the order asked). */
export async function readRecords(stack, ids) {
  const { body } = await things(stack.base, ids);
  return ids.map((id) => body.find((r) => r.__id === id));
}

/**
 * Everything a report action on the match may write: audit rows, outbox rows, the match, its maps and reports
 * (linked and archived) and the event's staff queue as records, and the report rows themselves.
 */
export async function reportSnapshot(stack, db, world) {
  const [match] = await readRecords(stack, [world.match]);
  const reportIds = [...match.reports, ...match.report_history];
  const records = await readRecords(stack, [world.queue, ...match.maps, ...reportIds]);
  const count = async (table) =>
    Number((await db.query(`SELECT count(*) AS n FROM "match".${table}`)).rows[0].n);
  return {
    audit: await count('audit'),
    outbox: await count('outbox'),
    reports: await count('reports'),
    maps: await count('maps'),
    match,
    records,
  };
}

/** Every report.evt.*.v1 and match.evt.time-change-announced.v1 this stack published to DOMAIN_EVENTS. */
export function jetStreamEvents() {
  let conn = null;
  let stream = null;
  const open = async () => {
    conn ??= await connect({ servers: SERVICES_ENV.natsUrl });
    return jetstreamManager(conn);
  };
  const read = async (jsm, name) => {
    const info = await jsm.streams.info(name);
    const events = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && seq > 0; seq++) {
      const msg = await jsm.streams.getMessage(name, { seq }).catch(() => null);
      if (!msg) continue;
      const subject = msg.subject.slice(msg.subject.indexOf('.') + 1);
      if (!subject.startsWith('report.evt.') && !subject.startsWith('match.evt.time-change'))
        continue;
      events.push({ subject, data: msg.json() });
    }
    return events;
  };
  return {
    /** The events, once a stream holding `reportId` (this stack's: record ids are random) is found. */
    async all(reportId) {
      const jsm = await open();
      if (!stream) {
        for await (const si of jsm.streams.list()) {
          if (!si.config.name.endsWith('_DOMAIN_EVENTS') || si.state.messages === 0) continue;
          const events = await read(jsm, si.config.name);
          if (events.some((e) => e.data.report === reportId || e.data.match === reportId)) {
            stream = si.config.name;
            return events;
          }
        }
        return [];
      }
      return read(jsm, stream);
    },
    async close() {
      await conn?.close();
    },
  };
}

/** A start the match's window allows (RULES (a)): in the future, on the 5-minute grid, not its current start. */
export function allowedStart(match, offsetSteps = 0) {
  const step = 300_000;
  const earliest = match.earliest_start ? Date.parse(match.earliest_start) : 0;
  let at = Math.ceil(Math.max(Date.now() + 3_600_000, earliest) / step) * step + offsetSteps * step;
  while (match.start && at === Date.parse(match.start)) at += step;
  return new Date(at).toISOString();
}

/**
 * The answer checks of the report tests: `ok` (200, the state, the match, the toast), `refused` (status and text)
 * and `refusesAll` (every call refused, and nothing written: reportSnapshot before and after).
 */
export function reportChecks(stack, db, world) {
  const ok = (res, state, message) => {
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.error, false);
    assert.equal(res.body.data.state, state, JSON.stringify(res.body));
    assert.equal(res.body.data.match, world.match);
    if (message) assert.equal(res.body.data.message, message);
    return res.body.data;
  };
  const refused = (res, status, message) => {
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.equal(res.body.error, true);
    if (message) assert.equal(res.body.errorMessage, message);
  };
  const refusesAll = async (cases) => {
    const before = await reportSnapshot(stack, db, world);
    for (const [call, status, message] of cases) refused(await call(), status, message);
    assert.deepEqual(
      await reportSnapshot(stack, db, world),
      before,
      'a refused call writes nothing',
    );
  };
  return { ok, refused, refusesAll };
}

/**
 * A stack for the report tests: the whole stack with the action budget lifted, a database client, the captains'
 * match reset (resetReports), every demo user's token by key, the answer checks, the JetStream reader and a socket
 * subscribed to the match and the staff queue. `close()` ends all of it.
 */
export async function startReportStack() {
  const stack = await startTestStack({
    realtimeReplicas: 1,
    env: { ACTION_RATE_LIMIT_BURST: '10000', ACTION_RATE_LIMIT_PER_SECOND: '10000' },
  });
  const db = await connectDatabase(stack);
  const world = await reportWorld(stack, db);
  await resetReports(stack, db, world);
  const token = Object.fromEntries(Object.entries(world.users).map(([k, u]) => [k, u.token]));
  const events = jetStreamEvents();
  const socket = connectSocket(stack.socketUrl);
  await connected(socket.socket);
  socket.socket.emit('subscribe-multiple', [world.match, world.queue]);
  await new Promise((r) => setTimeout(r, 300));
  return {
    stack,
    db,
    world,
    token,
    events,
    socket,
    ...reportChecks(stack, db, world),
    async close() {
      socket.socket.close();
      await events.close();
      await db.end();
      await stack.close();
    },
  };
}
