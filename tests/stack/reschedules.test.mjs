// Reschedule requests end to end (RULES (a) submit-match-reschedule, approve-match-reschedule,
// staff-approve-match-reschedule, send-reschedule-message; RULES b.3, b.4, b.5): every transition of b.3 through
// the HTTP actions as the right user and as the wrong users (a refusal changes nothing: records, rows, audit and
// outbox compared before and after), the start rules with the window texts in the event timezone, bad bodies, the
// staff queue, the events on JetStream, apply (the start moves), apply failing (nothing written), a stale request
// superseded, supersede via update-match-data, two presses at once, and the time-change announcement. All on the
// demo's captains' match (opponent and staff approval on).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SERVER_TEXT } from '@castline/contracts';
import { OFF_STEP_START_MESSAGE, REPORT_REFUSALS, formatDate } from '@castline/domain';
import { action, waitFor } from './stack-helpers.mjs';
import {
  allowedStart,
  queueOf,
  readRecords,
  reportSnapshot,
  startReportStack,
  setBlocks,
} from './report-helpers.mjs';

const text = (code) => REPORT_REFUSALS[code].text;
const STEP = 300_000;
const HOUR = 3_600_000;
const iso = (ms) => new Date(ms).toISOString();

describe('reschedule requests', { timeout: 600_000 }, () => {
  let stack;
  let db;
  let world;
  let events;
  let socket;
  let token;
  let ok, refused, refusesAll;
  /** The stack and everything around it (startReportStack). */
  let env;
  let timeZone;

  const submit = (who, start) =>
    action(stack.base, 'submit-match-reschedule', { matchID: world.match, start }, token[who]);
  const answer = (who, act) =>
    action(
      stack.base,
      'approve-match-reschedule',
      { matchID: world.match, action: act },
      token[who],
    );
  const staff = (who, act) =>
    action(
      stack.base,
      'staff-approve-match-reschedule',
      { matchID: world.match, action: act },
      token[who],
    );
  const announce = (who, newTime) =>
    action(stack.base, 'send-reschedule-message', { matchID: world.match, newTime }, token[who]);
  const snapshot = () => reportSnapshot(stack, db, world);
  const match = async () => (await readRecords(stack, [world.match]))[0];
  const queue = async () => queueOf((await readRecords(stack, [world.queue]))[0], world.match);
  /** A start the window allows (allowedStart on the match as it is now). */
  const freeStart = async (offsetSteps = 0) => allowedStart(await match(), offsetSteps);
  const eventSeen = (reportId, subject, check = () => true) =>
    waitFor(
      async () =>
        (await events.all(reportId)).some(
          (e) =>
            e.subject === subject && (e.data.report ?? e.data.match) === reportId && check(e.data),
        ),
      15_000,
      subject,
    );

  before(async () => {
    env = await startReportStack();
    ({ stack, db, world, token, events, socket, ok, refused, refusesAll } = env);
    timeZone = (await db.query(`SELECT timezone FROM "match".events WHERE id = $1`, [world.event]))
      .rows[0].timezone;
    assert.equal(timeZone, 'America/New_York');
  });

  after(async () => {
    await env?.close();
  });

  it('refuses wrong users, bad starts and bad bodies before any request exists, writing nothing', async () => {
    const m = await match();
    const good = await freeStart();
    await refusesAll([
      [() => submit('player', good), 403, SERVER_TEXT.notOnTeam],
      [() => submit('staff', good), 403, SERVER_TEXT.notOnTeam],
      [() => staff('a', 'approve'), 403, SERVER_TEXT.onlyEventStaff],
      [() => answer('player', 'approve'), 403, SERVER_TEXT.notOnTeam],
      [() => answer('b', 'approve'), 409, text('no-open-request')],
      [() => answer('a', 'withdraw'), 409, text('no-open-request')],
      [() => staff('staff', 'deny'), 409, text('no-open-request')],
      // RULES (a): a multiple of 300 s, in the future, a new start, inside the window (event timezone)
      [() => submit('a', iso(Date.parse(good) + 60_000)), 400, OFF_STEP_START_MESSAGE],
      [
        () => submit('a', iso(Math.floor((Date.now() - HOUR) / STEP) * STEP)),
        400,
        'The new start must be in the future.',
      ],
      [() => submit('a', m.start), 400, 'The new start is the same as the current start.'],
      [
        () => submit('a', iso(Date.parse(m.latest_start) + 24 * HOUR)),
        400,
        `This match must start between ${formatDate(m.earliest_start, timeZone)} and ${formatDate(m.latest_start, timeZone)}`,
      ],
    ]);
    // one bound only: 'at or after' / 'at or before'
    // The probes must differ from the current start, else 'the same start' answers first (it did in CI when the
    // demo's start fell exactly two hours after the test's clock).
    const current = m.start ? Date.parse(m.start) : Number.NaN;
    let soon = Math.ceil((Date.now() + 2 * HOUR) / STEP) * STEP;
    while (soon === current || soon + 2 * HOUR === current) soon += STEP;
    const [window] = (
      await db.query(`SELECT earliest_start, latest_start FROM "match".matches WHERE id = $1`, [
        world.match,
      ])
    ).rows;
    await db.query(
      `UPDATE "match".matches SET earliest_start = $2, latest_start = NULL WHERE id = $1`,
      [world.match, iso(soon + 24 * HOUR)],
    );
    await refusesAll([
      [
        () => submit('a', iso(soon)),
        400,
        `This match must start at or after ${formatDate(soon + 24 * HOUR, timeZone)}`,
      ],
    ]);
    await db.query(
      `UPDATE "match".matches SET earliest_start = NULL, latest_start = $2 WHERE id = $1`,
      [world.match, iso(soon)],
    );
    await refusesAll([
      [
        () => submit('a', iso(soon + 2 * HOUR)),
        400,
        `This match must start at or before ${formatDate(soon, timeZone)}`,
      ],
    ]);
    await db.query(
      `UPDATE "match".matches SET earliest_start = $2, latest_start = $3 WHERE id = $1`,
      [world.match, window.earliest_start, window.latest_start],
    );
    // bad bodies: 400 naming the problem, nothing written
    const before = await snapshot();
    for (const body of [
      { matchID: world.match, start: good, extra: 1 },
      { matchID: world.match, start: 'tomorrow' },
      { matchID: world.match },
      { matchID: 'nope', start: good },
    ]) {
      const res = await action(stack.base, 'submit-match-reschedule', body, token.a);
      assert.equal(res.status, 400, JSON.stringify(res.body));
    }
    const badAction = await action(
      stack.base,
      'approve-match-reschedule',
      { matchID: world.match, action: 'counter' },
      token.b,
    );
    assert.equal(badAction.status, 400);
    assert.match(badAction.body.errorMessage, /action/);
    assert.deepEqual(await snapshot(), before);
    // rescheduling must be on
    await setBlocks(db, world.event, (b) => (b.reporting.rescheduling.use = false));
    await refusesAll([[() => submit('a', good), 409, text('rescheduling-off')]]);
    await setBlocks(db, world.event, (b) => (b.reporting.rescheduling.use = true));
  });

  it('submit → AwaitingOpponent (data, log, queue, event); wrong users refused; deny → DeniedByOpponent; a new request archives it; withdraw → Withdrawn', async () => {
    const before = await match();
    const start = await freeStart();
    const created = ok(
      await submit('a', start),
      'AwaitingOpponent',
      'Reschedule request submitted',
    );
    let [record] = await readRecords(stack, [created.report]);
    assert.equal(record.type, 'reschedule');
    assert.deepEqual(record.data, { start, previous_start: before.start });
    assert.deepEqual(record.team, [world.teams[0]]);
    assert.equal(record.log[0].key, 'submitted_request');
    assert.deepEqual(
      (await queue()).map((o) => [o.report, o.type, o.state]),
      [[created.report, 'reschedule', 'AwaitingOpponent']],
    );
    await eventSeen(created.report, 'report.evt.reschedule-submitted.v1');
    await waitFor(
      () =>
        socket.updates.find(
          (u) => u.id === world.queue && u.data.open.some((o) => o.report === created.report),
        ),
      10_000,
      'data_update of the staff queue',
    );
    await refusesAll([
      [() => submit('a', start), 409, text('request-open')],
      [() => submit('b', start), 409, text('request-open')],
      [() => answer('a', 'approve'), 403, text('not-opponent')],
      [() => answer('a', 'deny'), 403, text('not-opponent')],
      [() => answer('b', 'withdraw'), 403, text('not-submitting-team')],
      [() => staff('staff', 'approve'), 409, text('wrong-state')],
      [() => staff('b', 'approve'), 403, SERVER_TEXT.onlyEventStaff],
    ]);
    ok(await answer('b', 'deny'), 'DeniedByOpponent', 'Reschedule request denied');
    [record] = await readRecords(stack, [created.report]);
    assert.equal(record.denied_by_opponent, true);
    assert.deepEqual(await queue(), [], 'a denied request is not open');
    assert.ok(
      (await match()).reports.includes(created.report),
      'it stays linked until the next request',
    );
    assert.equal((await match()).start, before.start);
    await eventSeen(created.report, 'report.evt.reschedule-opponent-denied.v1');

    const again = ok(await submit('b', await freeStart(1)), 'AwaitingOpponent');
    const m = await match();
    assert.ok(m.report_history.includes(created.report), 'the denied request is archived');
    assert.ok(m.reports.includes(again.report));
    ok(await answer('b', 'withdraw'), 'Withdrawn', 'Reschedule request withdrawn');
    assert.ok((await match()).report_history.includes(again.report));
    assert.deepEqual(await queue(), []);
    await eventSeen(again.report, 'report.evt.reschedule-withdrawn.v1');
  });

  it('pre-approve then the opponent approves → Applied: the start moves; staff force-approve overrules a denial', async () => {
    const start = await freeStart(2);
    const created = ok(await submit('a', start), 'AwaitingOpponent');
    ok(await staff('staff', 'pre-approve'), 'AwaitingOpponent', 'Reschedule request pre-approved');
    await refusesAll([
      [() => staff('organiser', 'pre-approve'), 409, text('already-pre-approved')],
    ]);
    const applied = ok(await answer('b', 'approve'), 'Applied', 'The new match time was applied');
    assert.equal(applied.applied, true);
    const m = await match();
    assert.equal(Date.parse(m.start), Date.parse(start));
    assert.ok(m.report_history.includes(created.report));
    const [record] = await readRecords(stack, [created.report]);
    assert.equal(record.approved, true);
    assert.deepEqual(
      record.log.map((e) => e.key),
      ['submitted_request', 'staff_preapproved', 'approved_by_opponent', 'applied'],
    );
    await eventSeen(
      created.report,
      'report.evt.reschedule-applied.v1',
      (d) => d.state === 'Applied',
    );
    await waitFor(
      () =>
        socket.updates.find(
          (u) => u.id === world.match && Date.parse(u.data.start) === Date.parse(start),
        ),
      10_000,
      'data_update of the new start',
    );

    // b.3 row 7: staff overrule the opponent's denial
    const next = await freeStart(3);
    const denied = ok(await submit('b', next), 'AwaitingOpponent');
    ok(await answer('a', 'deny'), 'DeniedByOpponent');
    const forced = ok(await staff('organiser', 'force-approve'), 'Applied');
    assert.equal(forced.report, denied.report);
    assert.equal(Date.parse((await match()).start), Date.parse(next));
    assert.deepEqual(await queue(), []);
  });

  it('staff deny locks rescheduling until staff delete the request; staff approve applies', async () => {
    const created = ok(await submit('a', await freeStart(4)), 'AwaitingOpponent');
    ok(await answer('b', 'approve'), 'AwaitingStaff', 'Reschedule request approved');
    assert.equal((await queue())[0].state, 'AwaitingStaff');
    ok(await staff('staff', 'deny'), 'DeniedByStaff');
    const locked = await freeStart(5);
    await refusesAll([
      [() => submit('a', locked), 409, text('rescheduling-locked')],
      [() => submit('b', locked), 409, text('rescheduling-locked')],
      [() => answer('a', 'withdraw'), 409, text('wrong-state')],
      [() => staff('staff', 'force-approve'), 409, text('wrong-state')],
    ]);
    ok(await staff('staff', 'delete'), 'Deleted', 'Reschedule request deleted');
    assert.ok((await match()).report_history.includes(created.report));
    await eventSeen(created.report, 'report.evt.reschedule-staff-denied.v1');
    await eventSeen(created.report, 'report.evt.reschedule-deleted.v1');

    const start = await freeStart(5);
    const next = ok(await submit('b', start), 'AwaitingOpponent');
    ok(await answer('a', 'approve'), 'AwaitingStaff');
    const applied = ok(await staff('organiser', 'approve'), 'Applied');
    assert.equal(applied.report, next.report);
    assert.equal(Date.parse((await match()).start), Date.parse(start));
  });

  it('apply re-checks the window (fails: nothing written, staff alerted) and the start (moved: superseded)', async () => {
    const start = await freeStart(6);
    const created = ok(await submit('a', start), 'AwaitingOpponent');
    ok(await answer('b', 'approve'), 'AwaitingStaff');
    const [window] = (
      await db.query(`SELECT earliest_start, latest_start FROM "match".matches WHERE id = $1`, [
        world.match,
      ])
    ).rows;
    const latest = Date.parse(start) - STEP;
    await db.query(`UPDATE "match".matches SET latest_start = $2 WHERE id = $1`, [
      world.match,
      iso(latest),
    ]);
    const before = await snapshot();
    refused(
      await staff('staff', 'approve'),
      422,
      `This could not be applied, so nothing changed: This match must start between ${formatDate(window.earliest_start, timeZone)} and ${formatDate(latest, timeZone)}`,
    );
    const afterFail = await snapshot();
    assert.deepEqual(afterFail.match, before.match);
    assert.deepEqual(afterFail.records, before.records);
    assert.equal(afterFail.audit, before.audit);
    assert.equal(afterFail.outbox, before.outbox + 1, 'only the apply-failed event');
    await eventSeen(
      created.report,
      'report.evt.apply-failed.v1',
      (d) => d.state === 'AwaitingStaff',
    );
    await db.query(`UPDATE "match".matches SET latest_start = $2 WHERE id = $1`, [
      world.match,
      window.latest_start,
    ]);
    // the start moved outside the workflow since the request: apply supersedes it (b.5)
    const current = await match();
    await db.query(`UPDATE "match".matches SET start = $2 WHERE id = $1`, [
      world.match,
      iso(Date.parse(current.start) + STEP),
    ]);
    ok(
      await staff('staff', 'approve'),
      'Superseded',
      'The match time was changed another way, so this request no longer applies.',
    );
    const [record] = await readRecords(stack, [created.report]);
    assert.equal(record.log.at(-1).key, 'superseded');
    assert.equal(record.approved, false);
    await db.query(`UPDATE "match".matches SET start = $2 WHERE id = $1`, [
      world.match,
      current.start,
    ]);
  });

  it('supersede: a match editor changes the start with update-match-data; two presses at once: one wins', async () => {
    const created = ok(await submit('a', await freeStart(7)), 'AwaitingOpponent');
    const moved = await freeStart(8);
    const res = await action(
      stack.base,
      'update-match-data',
      { matchID: world.match, updatedData: { start: moved } },
      token.organiser,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [record] = await readRecords(stack, [created.report]);
    assert.equal(record.state, 'Superseded');
    assert.equal(record.log.at(-1).actor, 'system');
    assert.ok((await match()).report_history.includes(created.report));
    assert.deepEqual(await queue(), []);
    await eventSeen(created.report, 'report.evt.reschedule-superseded.v1');

    // approve + deny of one request at once: exactly one wins, the other is told the state moved on
    const raced = ok(await submit('a', await freeStart(9)), 'AwaitingOpponent');
    const results = await Promise.all([answer('b', 'approve'), answer('b', 'deny')]);
    const winners = results.filter((r) => r.status === 200);
    assert.equal(winners.length, 1, JSON.stringify(results.map((r) => r.body)));
    const loser = results.find((r) => r.status !== 200);
    refused(loser, 409, text('wrong-state'));
    const [stored] = await readRecords(stack, [raced.report]);
    assert.equal(stored.state, winners[0].body.data.state);
    assert.ok(['AwaitingStaff', 'DeniedByOpponent'].includes(stored.state));
    ok(await staff('staff', 'delete'), 'Deleted');
  });

  it('send-reschedule-message: match editors only; the saved start; the channel; audit and the event', async () => {
    const m = await match();
    await refusesAll([
      [() => announce('player', m.start), 403, SERVER_TEXT.noMatchPermission],
      [() => announce('a', m.start), 403, SERVER_TEXT.noMatchPermission],
      [
        () => announce('organiser', iso(Date.parse(m.start) + STEP)),
        400,
        "The new time must be the match's saved start.",
      ],
    ]);
    await setBlocks(db, world.event, (b) => delete b.logging.matchTimeChanges);
    await refusesAll([
      [
        () => announce('organiser', m.start),
        422,
        'This event has no channel for match time changes.',
      ],
    ]);
    await setBlocks(db, world.event, (b) => (b.logging.matchTimeChanges = '123456789012345678'));
    const before = await snapshot();
    const res = await announce('staff', m.start);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data, {
      match: world.match,
      message: 'Reschedule message sent to Discord',
    });
    const afterSend = await snapshot();
    assert.equal(afterSend.audit, before.audit + 1);
    assert.deepEqual(afterSend.records, before.records, 'no record changes');
    await eventSeen(world.match, 'match.evt.time-change-announced.v1', (d) => d.start === m.start);
  });

  it('a complete match takes no request', async () => {
    const res = await action(
      stack.base,
      'update-match-data',
      { matchID: world.match, updatedData: { score_1: 3, score_2: 1 } },
      token.organiser,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const start = await freeStart(10);
    await refusesAll([[() => submit('a', start), 422, 'This match is already complete.']]);
  });
});
