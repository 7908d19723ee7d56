// Score reports end to end (RULES (a) submit-score-report, approve-score-report, staff-approve-score-report; RULES
// b.2, b.4, b.5): every transition of b.2 through the HTTP actions as the right user and as the wrong users (a
// refusal changes nothing: the records, rows, audit and outbox are compared before and after), bad bodies, the
// records and data_update that follow, the staff queue event-reports-{event}, the report events on JetStream,
// supersede via update-match-data, apply (the bracket and the standings change) and apply failing midway
// (nothing of it written), and two presses on one report at once (exactly one wins; apply runs once). All on the
// demo's captains' match (Spring Showdown playoffs, first to 3, opponent approval on).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SERVER_TEXT } from '@castline/contracts';
import { REPORT_REFUSALS } from '@castline/domain';
import { action, waitFor } from './stack-helpers.mjs';
import {
  queueOf,
  readRecords,
  reportSnapshot,
  startReportStack,
  setBlocks,
} from './report-helpers.mjs';

const text = (code) => REPORT_REFUSALS[code].text;

describe('score reports', { timeout: 600_000 }, () => {
  let stack;
  let db;
  let world;
  let events;
  let socket;
  let token;
  let ok, refused, refusesAll;
  /** The stack and everything around it (startReportStack). */
  let env;

  /** A report whose maps are won in order by slot 1 or 2 (pool maps), with the matching score. */
  /** The match's stored maps (a report names them by id, as the editor's 'Load' does, once the match has maps). */
  let mapIds = [];
  const report = (winners, extra = {}) => {
    const mapData = winners.map((slot, i) => ({
      ...(mapIds[i] ? { id: mapIds[i] } : {}),
      map: world.pool[i],
      winner: world.teams[slot - 1],
    }));
    for (const id of mapIds.slice(winners.length)) mapData.push({ id, winner: null });
    const score_1 = winners.filter((s) => s === 1).length;
    const score_2 = winners.filter((s) => s === 2).length;
    return { mapData, matchData: { score_1, score_2, ...extra } };
  };
  const submit = (who, reportData, act = 'submit') =>
    action(
      stack.base,
      'submit-score-report',
      { matchID: world.match, action: act, reportData },
      token[who],
    );
  const approve = (who, act) =>
    action(stack.base, 'approve-score-report', { matchID: world.match, action: act }, token[who]);
  const staff = (who, act) =>
    action(
      stack.base,
      'staff-approve-score-report',
      { matchID: world.match, action: act },
      token[who],
    );
  const snapshot = () => reportSnapshot(stack, db, world);
  /** The match's linked score report record (or undefined). */
  const linkedReport = async () => {
    const [match] = await readRecords(stack, [world.match]);
    const reports = await readRecords(stack, match.reports);
    return reports.find((r) => r.type === 'score');
  };
  /** This match's entries of the staff queue. */
  const queue = async () => queueOf((await readRecords(stack, [world.queue]))[0], world.match);
  /**
   * The opponent's approve runs apply (b.4), which fails with `reason`: the answer says so, and nothing of apply is
   * written (report, match, maps, queue and audit as before); only report.evt.apply-failed.v1 enters the outbox.
   */
  const approveFailsWritingNothing = async (reason) => {
    const before = await snapshot();
    refused(
      await approve('b', 'approve'),
      422,
      `This could not be applied, so nothing changed: ${reason}`,
    );
    const afterFail = await snapshot();
    assert.equal(afterFail.maps, before.maps, 'no map row left behind');
    assert.deepEqual(afterFail.match, before.match);
    assert.deepEqual(afterFail.records, before.records, 'the report, maps and queue are unchanged');
    assert.equal(afterFail.reports, before.reports);
    assert.equal(afterFail.audit, before.audit, 'no accepted write');
    assert.equal(afterFail.outbox, before.outbox + 1, 'only the apply-failed event');
  };

  before(async () => {
    env = await startReportStack();
    ({ stack, db, world, token, events, socket, ok, refused, refusesAll } = env);
  });

  after(async () => {
    await env?.close();
  });

  it('refuses wrong users, bad bodies and unmet preconditions before any report exists, writing nothing', async () => {
    const good = report([1, 1, 1]);
    await refusesAll([
      // RULES (a): TM of either team submits; staff and outsiders are not on a team of the match
      [() => submit('player', good), 403, SERVER_TEXT.notOnTeam],
      [() => submit('staff', good), 403, SERVER_TEXT.notOnTeam],
      [() => approve('player', 'approve'), 403, SERVER_TEXT.notOnTeam],
      [() => staff('a', 'deny'), 403, SERVER_TEXT.onlyEventStaff],
      [() => staff('player', 'approve'), 403, SERVER_TEXT.onlyEventStaff],
      // no report yet
      [() => approve('b', 'approve'), 409, text('no-open-report')],
      [() => staff('staff', 'deny'), 409, text('no-open-report')],
      [() => submit('b', good, 'counter'), 409, text('no-open-report')],
      // body rules (RULES (a)): the scores finish the match, map wins equal the scores, maps of the game
      [
        () => submit('a', report([1, 1, 2])),
        400,
        `The score must finish the match: score_1 or score_2 must be ${world.firstTo}.`,
      ],
      [
        () => submit('a', { ...good, matchData: { score_1: 3, score_2: 1 } }),
        400,
        'The map wins (3-0) must equal the score (3-1).',
      ],
    ]);
    // a bad body never reaches the service: 400 naming the key, nothing written
    const before = await snapshot();
    const extraKey = await submit('a', { ...good, matchData: { ...good.matchData, vod: 'x' } });
    assert.equal(extraKey.status, 400);
    assert.match(extraKey.body.errorMessage, /vod/);
    const noAction = await action(
      stack.base,
      'submit-score-report',
      { matchID: world.match, reportData: good },
      token.a,
    );
    assert.equal(noAction.status, 400);
    assert.match(noAction.body.errorMessage, /action/);
    const negative = await submit('a', { ...good, matchData: { score_1: -1, score_2: 3 } });
    assert.equal(negative.status, 400);
    assert.deepEqual(await snapshot(), before);
    // forfeits only where allowed; score reporting must be on
    await setBlocks(db, world.event, (b) => (b.reporting.score.allowForfeits = false));
    await refusesAll([
      [
        () => submit('a', { mapData: [], matchData: { score_1: 3, score_2: 0, forfeit: true } }),
        400,
        'Forfeits are not allowed in this event.',
      ],
    ]);
    await setBlocks(db, world.event, (b) => (b.reporting.score.use = false));
    await refusesAll([[() => submit('a', good), 409, text('score-reporting-off')]]);
    await setBlocks(db, world.event, (b) => {
      b.reporting.score.use = true;
      b.reporting.score.allowForfeits = true;
    });
  });

  it('submit: AwaitingOpponent, the report and match records, the staff queue, data_update and the event', async () => {
    const before = await snapshot();
    const res = await submit('a', report([1, 1, 1]));
    const data = ok(res, 'AwaitingOpponent', 'Score report submitted');
    assert.equal(data.applied, false);
    const [match, record] = await readRecords(stack, [world.match, data.report]);
    const q = await queue();
    assert.deepEqual(match.reports, [...before.match.reports, data.report]);
    assert.equal(record.type, 'score');
    assert.deepEqual(record.team, [world.teams[0]]);
    assert.deepEqual(record.player, [world.users.a.player_id]);
    assert.deepEqual(record.data, report([1, 1, 1]));
    assert.equal(record.approved_by_team, true);
    assert.equal(record.approved, false);
    assert.equal(record.log.length, 1);
    assert.equal(record.log[0].key, 'submitted_score_report');
    assert.equal(record.log[0].actor, world.users.a.player_id);
    assert.equal(record.log[0].team, world.teams[0]);
    assert.deepEqual(
      q.map((o) => [o.report, o.match, o.type, o.state]),
      [[data.report, world.match, 'score', 'AwaitingOpponent']],
    );
    assert.equal(q[0].since, record.log[0].at);
    const all = (await readRecords(stack, [world.queue]))[0].open;
    assert.deepEqual(
      all.map((o) => o.since),
      all.map((o) => o.since).sort((x, y) => x - y),
      'oldest first',
    );
    // the subscribed socket hears about the match (its reports link) and the queue
    await waitFor(
      () =>
        socket.updates.find((u) => u.id === world.match && u.data.reports.includes(data.report)),
      10_000,
      'data_update of the match',
    );
    await waitFor(
      () =>
        socket.updates.find(
          (u) => u.id === world.queue && u.data.open.some((o) => o.report === data.report),
        ),
      10_000,
      'data_update of the queue',
    );
    // one audit row; the event on JetStream
    assert.equal((await snapshot()).audit, before.audit + 1);
    await waitFor(
      async () =>
        (await events.all(data.report)).find(
          (e) =>
            e.subject === 'report.evt.score-submitted.v1' &&
            e.data.report === data.report &&
            e.data.state === 'AwaitingOpponent' &&
            e.data.key === 'submitted_score_report' &&
            e.data.actor.player === world.users.a.player_id &&
            e.data.actor.team === world.teams[0] &&
            e.data.event === world.event &&
            typeof e.data.event_id === 'string',
        ),
      15_000,
      'report.evt.score-submitted.v1 on JetStream',
    );
  });

  it('while AwaitingOpponent, wrong users and unchanged or invalid counters are refused, writing nothing', async () => {
    const current = await linkedReport();
    await refusesAll([
      [() => submit('a', report([1, 1, 1])), 409, text('report-open')],
      [() => submit('b', report([2, 2, 2])), 409, text('report-open')],
      [() => approve('a', 'approve'), 403, text('not-opponent')],
      [() => approve('player', 'approve'), 403, SERVER_TEXT.notOnTeam],
      [() => approve('b', 'counter-approve'), 403, text('not-submitting-team')],
      [() => approve('a', 'counter-deny'), 409, text('wrong-state')],
      [() => submit('a', report([1, 2, 1, 1]), 'counter'), 403, text('not-opponent')],
      [() => staff('b', 'deny'), 403, SERVER_TEXT.onlyEventStaff],
      [() => staff('staff', 'approve'), 409, text('wrong-state')],
      [() => staff('staff', 'pre-approve'), 409, text('staff-approval-off')],
      [() => staff('staff', 'force-counter-approve'), 409, text('wrong-state')],
      // RULES (a): a counter must differ (the spec's text, verbatim)
      [
        () => submit('b', current.data, 'counter'),
        422,
        'There are no differences to the initial report. You can approve the initial report by cancelling the counter edit.',
      ],
      [
        () => submit('b', report([2, 2, 1]), 'counter'),
        400,
        `The score must finish the match: score_1 or score_2 must be ${world.firstTo}.`,
      ],
    ]);
  });

  it('counter → Countered, counter-deny → Disputed, staff deny → Denied (archived, the teams may report again)', async () => {
    const current = await linkedReport();
    const counter = report([2, 1, 2, 2]);
    const countered = ok(
      await submit('b', counter, 'counter'),
      'Countered',
      'Score report submitted',
    );
    assert.equal(countered.report, current.id);
    let record = await linkedReport();
    assert.deepEqual(record.countered_data, counter);
    assert.deepEqual(record.data, current.data, 'the original report is kept');
    assert.equal(record.countered_by_opponent, true);
    assert.equal(record.approved_by_opponent, false);
    assert.equal((await queue())[0].state, 'Countered');
    await refusesAll([
      [() => approve('b', 'counter-deny'), 403, text('not-submitting-team')],
      [() => submit('b', report([2, 2, 2]), 'counter'), 409, text('wrong-state')],
    ]);
    ok(
      await approve('a', 'counter-deny'),
      'Disputed',
      'Counter report rejected. Staff will decide.',
    );
    record = await linkedReport();
    assert.deepEqual(
      record.log.map((e) => e.key),
      ['submitted_score_report', 'countered_score_report', 'denied_counter_report'],
    );
    assert.equal((await queue())[0].state, 'Disputed');
    ok(await staff('staff', 'deny'), 'Denied', 'Score report denied');
    const [match, denied] = await readRecords(stack, [world.match, current.id]);
    assert.ok(!match.reports.includes(current.id), 'a denied report leaves the open links');
    assert.ok(match.report_history.includes(current.id));
    assert.equal(denied.denied_by_staff, true);
    assert.equal(denied.log.at(-1).key, 'staff_denied');
    assert.equal(denied.log.at(-1).staff, true);
    assert.deepEqual(await queue(), []);
    await waitFor(
      async () =>
        (await events.all(current.id)).filter((e) => e.data.report === current.id).length === 4,
      15_000,
      'four events of the report',
    );
    assert.deepEqual(
      (await events.all(current.id))
        .filter((e) => e.data.report === current.id)
        .map((e) => e.subject),
      [
        'report.evt.score-submitted.v1',
        'report.evt.score-countered.v1',
        'report.evt.score-disputed.v1',
        'report.evt.score-denied.v1',
      ],
    );
  });

  it('a new report after a denial; staff delete → Deleted', async () => {
    const created = ok(await submit('b', report([2, 2, 2])), 'AwaitingOpponent');
    const record = await linkedReport();
    assert.equal(record.id, created.report);
    assert.deepEqual(record.team, [world.teams[1]], 'the submitting team is the reporter’s');
    // the roles turn with the report: now captain A is the opponent
    await refusesAll([[() => approve('b', 'approve'), 403, text('not-opponent')]]);
    ok(await staff('organiser', 'delete'), 'Deleted', 'Score report deleted');
    const [match] = await readRecords(stack, [world.match]);
    assert.ok(match.report_history.includes(created.report));
    assert.ok(!match.reports.includes(created.report));
    assert.deepEqual(await queue(), []);
  });

  it('supersede: a match editor completes the match with update-match-data; the open report is Superseded', async () => {
    const created = ok(await submit('a', report([1, 1, 1])), 'AwaitingOpponent');
    const res = await action(
      stack.base,
      'update-match-data',
      { matchID: world.match, updatedData: { score_1: 1, score_2: 3 } },
      token.organiser,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [match, superseded] = await readRecords(stack, [world.match, created.report]);
    assert.equal(superseded.state, 'Superseded');
    assert.equal(superseded.log.at(-1).key, 'superseded');
    assert.equal(superseded.log.at(-1).actor, 'system');
    assert.ok(match.report_history.includes(created.report));
    assert.deepEqual(await queue(), []);
    await waitFor(
      async () =>
        (await events.all(created.report)).some(
          (e) => e.subject === 'report.evt.score-superseded.v1' && e.data.report === created.report,
        ),
      15_000,
      'report.evt.score-superseded.v1',
    );
    // a complete match takes no report
    await refusesAll([
      [() => submit('a', report([1, 1, 1])), 422, 'This match is already complete.'],
    ]);
    // an editor's correction reopens it (not complete), and reporting works again
    const reset = await action(
      stack.base,
      'update-match-data',
      { matchID: world.match, updatedData: { score_1: 0, score_2: 0 } },
      token.organiser,
    );
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
  });

  it('apply fails when the teams changed after submission: nothing of apply is written, the report keeps its state, staff are alerted', async () => {
    const created = ok(await submit('a', report([1, 1, 1])), 'AwaitingOpponent');
    // the bracket moves the submitting team out of the match (as a corrected feeder result would)
    const [other] = (
      await db.query(
        `SELECT id FROM "match".teams WHERE $1 = ANY(event) AND NOT (id = ANY($2)) ORDER BY id LIMIT 1`,
        [world.event, world.teams],
      )
    ).rows;
    await db.query(`UPDATE "match".matches SET teams = ARRAY[$2, $3] WHERE id = $1`, [
      world.match,
      other.id,
      world.teams[1],
    ]);
    await approveFailsWritingNothing(
      'The teams of this match changed after the report was submitted.',
    );
    const [record] = await readRecords(stack, [created.report]);
    assert.equal(record.state, 'AwaitingOpponent');
    assert.equal(record.approved_by_opponent, false);
    await waitFor(
      async () =>
        (await events.all(created.report)).some(
          (e) =>
            e.subject === 'report.evt.apply-failed.v1' &&
            e.data.report === created.report &&
            e.data.state === 'AwaitingOpponent' &&
            e.data.reason === 'The teams of this match changed after the report was submitted.',
        ),
      15_000,
      'report.evt.apply-failed.v1 with the reason',
    );
    await db.query(`UPDATE "match".matches SET teams = $2 WHERE id = $1`, [
      world.match,
      world.teams,
    ]);
  });

  it('apply fails midway (the match write fails after the maps were written): nothing of apply is written', async () => {
    const record = await linkedReport();
    assert.equal(record.state, 'AwaitingOpponent');
    // A real failure of step 3 of b.5 (after step 2 inserted the maps): the database refuses the score write.
    await db.query(`CREATE FUNCTION "match".refuse_scores() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'scores are frozen'; END $$`);
    await db.query(`CREATE TRIGGER refuse_scores BEFORE UPDATE ON "match".matches FOR EACH ROW
      WHEN (NEW.score_1 IS DISTINCT FROM OLD.score_1) EXECUTE FUNCTION "match".refuse_scores()`);
    try {
      await approveFailsWritingNothing(
        'The result could not be written because of a server error.',
      );
      // it failed at the score write, after the maps had been written (b.5 steps 2 → 3)
      assert.ok(
        stack.logs.some(
          (line) => line.includes('report apply failed') && line.includes('scores are frozen'),
        ),
        'the service logged the failed match write',
      );
    } finally {
      await db.query(`DROP TRIGGER refuse_scores ON "match".matches`);
      await db.query(`DROP FUNCTION "match".refuse_scores()`);
    }
  });

  it('two presses at once (staff approve + deny, then two approves): exactly one wins; apply writes the maps and the score, resolves the bracket and recomputes the standings, once', async () => {
    // a standings table over the playoffs (as an organiser would set it), built once by a map edit
    await setBlocks(db, world.event, (b) => {
      b.reporting.score.staffApprove = true;
      b.standings.push({
        key: 'playoffs',
        title: 'Playoffs',
        group: 'Playoffs',
        tieBreakers: ['match-wins'],
        forfeitMaps: 'sweep',
        manualOrder: [],
      });
    });
    const [playedMap] = (
      await db.query(
        `SELECT mp.id, mp.match[1] AS match FROM "match".maps mp JOIN "match".matches m ON m.id = mp.match[1]
          WHERE m.match_group = 'Playoffs' AND m.score_1 IS NOT NULL AND $1 = ANY(m.event) LIMIT 1`,
        [world.event],
      )
    ).rows;
    const edit = await action(
      stack.base,
      'update-map-data',
      { matchID: playedMap.match, mapData: [{ id: playedMap.id, replay_code: 'STAND1' }] },
      token.organiser,
    );
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    const standingsId = `standings-${world.event}-playoffs`;
    const [standingsBefore] = await readRecords(stack, [standingsId]);
    assert.ok(standingsBefore?.rows, 'the playoffs table exists');
    const [fedBefore] = (
      await db.query(`SELECT id, teams FROM "match".matches WHERE $1 = ANY(feeder_matches)`, [
        world.match,
      ])
    ).rows;
    const mapsBefore = (await snapshot()).maps;

    let record = await linkedReport();
    assert.equal(record.state, 'AwaitingOpponent');
    ok(await approve('b', 'approve'), 'AwaitingStaff', 'Score report approved');
    /** Two presses at once: exactly one 200, the other a 409 that says why; the stored state is the winner's. */
    const race = async (first, second) => {
      const results = await Promise.all([first(), second()]);
      const winners = results.filter((r) => r.status === 200);
      assert.equal(winners.length, 1, JSON.stringify(results.map((r) => r.body)));
      const loser = results.find((r) => r.status !== 200);
      assert.equal(loser.status, 409, JSON.stringify(loser.body));
      assert.ok(
        [text('no-open-report'), text('wrong-state')].includes(loser.body.errorMessage),
        loser.body.errorMessage,
      );
      const [stored] = await readRecords(stack, [winners[0].body.data.report]);
      assert.equal(stored.state, winners[0].body.data.state);
      return winners[0].body.data;
    };
    let won = await race(
      () => staff('staff', 'approve'),
      () => staff('organiser', 'deny'),
    );
    if (won.state === 'Denied') {
      ok(await submit('a', report([1, 1, 1])), 'AwaitingOpponent');
      record = await linkedReport();
      ok(await approve('b', 'approve'), 'AwaitingStaff');
      won = await race(
        () => staff('staff', 'approve'),
        () => staff('organiser', 'approve'),
      );
    }
    assert.deepEqual(won, {
      report: record.id,
      match: world.match,
      state: 'Applied',
      applied: true,
      message: 'The score report was applied to the match',
    });

    const [match, applied, standings] = await readRecords(stack, [
      world.match,
      record.id,
      standingsId,
    ]);
    const q = await queue();
    assert.deepEqual([match.score_1, match.score_2], [3, 0]);
    assert.equal(match.maps.length, 3);
    assert.equal((await snapshot()).maps, mapsBefore + 3, 'apply ran once: three maps');
    const maps = await readRecords(stack, match.maps);
    assert.deepEqual(
      maps.map((m) => [m.map[0], m.winner[0]]),
      world.pool.slice(0, 3).map((id) => [id, world.teams[0]]),
    );
    assert.equal(applied.approved, true);
    assert.equal(applied.approved_by_staff, true);
    assert.deepEqual(
      applied.log.slice(-2).map((e) => e.key),
      ['staff_approved', 'applied'],
    );
    assert.equal(applied.log.at(-1).actor, 'system');
    assert.deepEqual(q, []);
    // bracket resolve moved a team of the applied match on; the standings count the result
    assert.ok(fedBefore, 'the captains match feeds a later playoff match');
    const [fed] = await readRecords(stack, [fedBefore.id]);
    assert.notDeepEqual(fed.teams, fedBefore.teams);
    assert.ok(fed.teams.some((t) => world.teams.includes(t)));
    const row = (table, team) => table.rows.find((r) => r.team === team);
    assert.equal(
      row(standings, world.teams[0]).W,
      (row(standingsBefore, world.teams[0])?.W ?? 0) + 1,
    );
    assert.equal(
      row(standings, world.teams[1]).L,
      (row(standingsBefore, world.teams[1])?.L ?? 0) + 1,
    );
    await waitFor(
      async () =>
        (await events.all(record.id)).some(
          (e) => e.subject === 'report.evt.score-applied.v1' && e.data.report === record.id,
        ),
      15_000,
      'report.evt.score-applied.v1',
    );
    await waitFor(
      () => socket.updates.find((u) => u.id === world.match && u.data.score_1 === 3),
      10_000,
      'data_update of the applied score',
    );
    // nothing more to approve, and a complete match takes no report
    await refusesAll([
      [() => staff('staff', 'approve'), 409, text('wrong-state')],
      [() => submit('a', report([1, 1, 1])), 422, 'This match is already complete.'],
    ]);
  });

  /** An editor's correction reopens the applied match (0-0), so the next report can be applied. */
  const reopen = async () => {
    const res = await action(
      stack.base,
      'update-match-data',
      { matchID: world.match, updatedData: { score_1: 0, score_2: 0 } },
      token.organiser,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    mapIds = (await readRecords(stack, [world.match]))[0].maps;
  };
  it('the other rows: pre-approve, counter-approve, force-approve, force-counter-approve; each apply with its data', async () => {
    const score = async () => {
      const [match] = await readRecords(stack, [world.match]);
      return [match.score_1, match.score_2];
    };
    await setBlocks(db, world.event, (b) => (b.reporting.score.staffApprove = true));

    // b.2 rows 6, 3, 4, 7: a pre-approval covers the old data only; the accepted counter waits for staff
    await reopen();
    const first = ok(await submit('a', report([1, 1, 1])), 'AwaitingOpponent');
    ok(await staff('staff', 'pre-approve'), 'AwaitingOpponent', 'Score report pre-approved');
    let [record] = await readRecords(stack, [first.report]);
    assert.equal(record.approved_by_staff, true);
    await refusesAll([
      [() => staff('organiser', 'pre-approve'), 409, text('already-pre-approved')],
    ]);
    ok(await submit('b', report([2, 1, 2, 2]), 'counter'), 'Countered');
    [record] = await readRecords(stack, [first.report]);
    assert.equal(record.approved_by_staff, false, 'the counter clears the pre-approval');
    ok(await approve('a', 'counter-approve'), 'AwaitingStaff', 'Counter report accepted');
    [record] = await readRecords(stack, [first.report]);
    assert.deepEqual(record.data, report([2, 1, 2, 2]));
    assert.equal(record.countered_data, null);
    assert.equal(record.countered_by_opponent, false);
    assert.equal(record.approved_by_opponent, true);
    ok(await staff('staff', 'approve'), 'Applied');
    assert.deepEqual(await score(), [1, 3]);

    // row 8: force approve an open report (its own data)
    await reopen();
    const second = ok(await submit('a', report([1, 1, 2, 1])), 'AwaitingOpponent');
    const forced = ok(await staff('staff', 'force-approve'), 'Applied');
    assert.equal(forced.applied, true);
    assert.equal(forced.report, second.report);
    assert.deepEqual(await score(), [3, 1]);
    [record] = await readRecords(stack, [second.report]);
    assert.equal(record.force_approved, true);
    assert.deepEqual(
      record.log.map((e) => e.key),
      ['submitted_score_report', 'staff_force_approved', 'applied'],
    );

    // row 9: force approve the counter of a disputed report
    await reopen();
    const third = ok(await submit('a', report([1, 1, 1])), 'AwaitingOpponent');
    ok(await submit('b', report([2, 2, 1, 2]), 'counter'), 'Countered');
    ok(await approve('a', 'counter-deny'), 'Disputed');
    ok(
      await staff('organiser', 'force-counter-approve'),
      'Applied',
      'The score report was applied to the match',
    );
    [record] = await readRecords(stack, [third.report]);
    assert.deepEqual(record.data, report([2, 2, 1, 2]));
    assert.deepEqual(await score(), [1, 3]);

    // rows 4 and 13 without staff approval: accepting the counter applies it at once
    await setBlocks(db, world.event, (b) => (b.reporting.score.staffApprove = false));
    await reopen();
    ok(await submit('b', report([2, 2, 2])), 'AwaitingOpponent');
    ok(await submit('a', report([1, 2, 1, 1]), 'counter'), 'Countered');
    const accepted = ok(await approve('b', 'counter-approve'), 'Applied');
    assert.equal(accepted.applied, true);
    assert.deepEqual(await score(), [3, 1]);
    const maps = await readRecords(stack, (await readRecords(stack, [world.match]))[0].maps);
    assert.deepEqual(
      maps.map((m) => m.winner[0] ?? null),
      [1, 2, 1, 1].map((slot) => world.teams[slot - 1]),
    );
    assert.deepEqual(await queue(), []);

    // row 1 with no approval switched on: the submission itself applies (b.4)
    await setBlocks(db, world.event, (b) => (b.reporting.score.opponentApprove = false));
    await reopen();
    const direct = ok(await submit('b', report([2, 1, 2, 2])), 'Applied', 'Score report submitted');
    assert.equal(direct.applied, true);
    assert.deepEqual(await score(), [1, 3]);
    const [stored] = await readRecords(stack, [direct.report]);
    assert.deepEqual(
      stored.log.map((e) => e.key),
      ['submitted_score_report', 'applied'],
    );
  });

  it('antileak: the staff queue and the reports of an event whose matches are hidden are not published', async () => {
    await setBlocks(db, world.event, (b) => (b.reporting.score.opponentApprove = true));
    await reopen();
    await db.query(`UPDATE "match".events SET antileak = ARRAY['Hide matches'] WHERE id = $1`, [
      world.event,
    ]);
    try {
      const created = ok(await submit('a', report([1, 1, 1])), 'AwaitingOpponent');
      const [q, match, record] = await readRecords(stack, [
        world.queue,
        world.match,
        created.report,
      ]);
      assert.deepEqual(q, { __id: world.queue }, 'the queue is gone from the read path');
      assert.deepEqual(match, { __id: world.match });
      assert.deepEqual(record, { __id: created.report }, 'the report is hidden with its match');
      const [row] = (
        await db.query(`SELECT state FROM "match".reports WHERE id = $1`, [created.report])
      ).rows;
      assert.equal(row.state, 'AwaitingOpponent', 'the workflow itself goes on');
    } finally {
      await db.query(`UPDATE "match".events SET antileak = '{}' WHERE id = $1`, [world.event]);
    }
  });
});
