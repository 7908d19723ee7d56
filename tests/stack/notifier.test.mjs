// The chat notifier end to end (RULES b.7, issue 18 item 5): report actions through HTTP, what the fake Discord's bot
// API received. Asks go to captainNotifications with the opponent's role ping and are removed on the next
// transition; the applied report posts the staff log and the public match report (one line per unbanned map); a
// missing channel key posts nothing; Discord answering 500 and 429 is retried without holding up the action; a
// redelivered event posts nothing twice; a reschedule ask's Approve button, pressed through a signed interaction,
// runs approve-match-reschedule as the presser (refused for a player not on the opposing team); with staff approval
// the pre-approval notice is edited into the staff ask, whose buttons only staff may use; send-reschedule-message
// replaces the older time change post. One open match of the demo's two captains carries every scenario, in order.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SERVER_TEXT } from '@castline/contracts';
import { testPrefix } from '../../tools/stack.mjs';
import {
  SERVICES_ENV,
  action,
  connectDatabase,
  discordAccounts,
  loginWithDiscord,
  startTestStack,
  waitFor,
} from './stack-helpers.mjs';

const CHANNELS = {
  captainNotifications: '110000000000000001',
  staffApprovalNotifications: '110000000000000002',
  staffScoreReport: '110000000000000003',
  staffCompletedScoreReport: '110000000000000004',
  postMatchReports: '110000000000000005',
  matchTimeChanges: '110000000000000006',
};
/** Each team's chat role (RULES (h) Team discord_control.role_id), one per team of the matches in play. */
const roles = new Map();
const roleOf = (team) => roles.get(team);
const NOTIFY_MS = 20_000;

describe('chat notifier', { timeout: 400_000 }, () => {
  const prefix = testPrefix();
  let stack;
  let db;
  let fake;
  let organiser;
  /** The open match whose two captains can sign in: {id, teams, first_to, start, game, captains: [login, login]}. */
  const matches = [];
  let outsider;
  let staff;

  before(async () => {
    // NATS_PREFIX of our own, so this test can publish a redelivered event where the services listen.
    stack = await startTestStack({ realtimeReplicas: 1, env: { NATS_PREFIX: prefix } });
    fake = stack.discord.fake;
    db = await connectDatabase(stack);
    const { byRole } = await discordAccounts(stack);
    const login = async (account) => {
      const res = await loginWithDiscord(stack, account.discord_id);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return { ...account, token: res.body.token };
    };
    organiser = await login(byRole('organiser')[0]);
    staff = await login(byRole('staff')[0]);
    const captains = byRole('captain');
    const spring = (
      await db.query(`SELECT id, blocks FROM "match".events WHERE subdomain = 'spring'`)
    ).rows[0];
    assert.ok(spring, 'the demo has the spring event');
    const rows = (
      await db.query(
        `SELECT m.id, m.teams, m.first_to, m.start, m.game, m.earliest_start, m.latest_start,
                (SELECT array_agg(c) FROM "match".teams t, unnest(t.captains) c WHERE t.id = m.teams[1]) AS captains_1,
                (SELECT array_agg(c) FROM "match".teams t, unnest(t.captains) c WHERE t.id = m.teams[2]) AS captains_2
           FROM "match".matches m
          WHERE m.event @> ARRAY[$1]::text[] AND cardinality(m.teams) = 2 AND m.first_to > 0
            AND cardinality(m.reports) = 0 AND cardinality(m.report_history) = 0
            AND coalesce(m.score_1, 0) < m.first_to AND coalesce(m.score_2, 0) < m.first_to
            AND NOT m.live AND m.start IS NOT NULL
          ORDER BY m.start DESC`,
        [spring.id],
      )
    ).rows;
    for (const row of rows) {
      const a = captains.find((c) => row.captains_1?.includes(c.player_id));
      const b = captains.find((c) => row.captains_2?.includes(c.player_id));
      if (!a || !b || a.player_id === b.player_id) continue;
      matches.push({ ...row, captains: [await login(a), await login(b)] });
      break;
    }
    assert.equal(
      matches.length,
      1,
      `an open match whose captains have demo logins (of ${rows.length})`,
    );
    // The demo player plays for another team: not on either team of the match.
    outsider = await login(byRole('player')[0]);
    const onMatchTeams = (
      await db.query(
        `SELECT count(*) AS n FROM "match".teams WHERE id = ANY($1::text[])
            AND $2 = ANY(players || captains || staff || owners)`,
        [matches[0].teams, outsider.player_id],
      )
    ).rows[0].n;
    assert.equal(Number(onMatchTeams), 0);
    // Chat roles of the teams (RULES (h) Team discord_control.role_id): no action writes them, so the test does.
    for (const team of new Set(matches.flatMap((m) => m.teams))) {
      roles.set(team, `2200000000000000${String(roles.size + 10)}`);
      await db.query(`UPDATE "match".teams SET discord_control = $2 WHERE id = $1`, [
        team,
        { role_id: roleOf(team) },
      ]);
    }
    await setBlocks(spring, CHANNELS);
    matches.event = spring;
  });

  after(async () => {
    await db?.end();
    await stack?.close();
  });

  /** set-event-settings as the organiser: the demo blocks with reporting on and the given channels. */
  async function setBlocks(
    event,
    logging,
    rescheduling = { opponentApprove: true, staffApprove: false },
  ) {
    const blocks = JSON.parse(event.blocks);
    blocks.reporting = {
      score: { ...blocks.reporting?.score, use: true, opponentApprove: true, staffApprove: false },
      rescheduling: { use: true, ...rescheduling },
    };
    blocks.logging = logging;
    const res = await action(
      stack.base,
      'set-event-settings',
      { eventID: event.id, blocks: JSON.stringify(blocks) },
      organiser.token,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }

  /** A score report of `match` that team `winner` (0 or 1) wins on maps from the event's pool. */
  async function reportData(match, winner, replayPrefix = 'AB') {
    const pool = (
      await db.query(
        `SELECT d.id FROM "match".map_data d, "match".events e
          WHERE e.id = $1 AND d.id = ANY(e.map_pool) AND d.game = $2 ORDER BY d.id`,
        [matches.event.id, match.game],
      )
    ).rows.map((r) => r.id);
    assert.ok(pool.length >= match.first_to, 'enough maps in the pool');
    return {
      mapData: pool.slice(0, match.first_to).map((map, i) => ({
        map,
        number: i + 1,
        winner: match.teams[winner],
        replay_code: `${replayPrefix}${i}XYZ`,
      })),
      matchData: {
        score_1: winner === 0 ? match.first_to : 0,
        score_2: winner === 1 ? match.first_to : 0,
      },
    };
  }

  const messages = (key) => fake.messages(CHANNELS[key]);
  const reportOf = async (matchId) =>
    (
      await db.query(
        `SELECT r.id, r.state FROM "match".reports r WHERE r.match @> ARRAY[$1]::text[] ORDER BY r.id`,
        [matchId],
      )
    ).rows;
  const consumed = async (aggregate) =>
    Number(
      (
        await db.query(
          `SELECT count(*) AS n FROM "match".consumed_events WHERE consumer = 'match-svc.notifier.reports' AND aggregate = $1`,
          [aggregate],
        )
      ).rows[0].n,
    );

  it('Discord failing (500, then 429) is retried later, and the action is answered at once', async () => {
    const match = matches[0];
    const [a, b] = match.captains;
    fake.failNext({ status: 500, method: 'POST', channelId: CHANNELS.captainNotifications });
    fake.failNext({
      status: 429,
      retryAfter: 0.5,
      method: 'POST',
      channelId: CHANNELS.captainNotifications,
    });
    const t0 = Date.now();
    const start = await requestNewTime(match, a);
    assert.ok(Date.now() - t0 < 5000, 'the action does not wait for the chat');
    const ask = await waitFor(
      () => messages('captainNotifications').find((m) => m.content.includes(match.id)),
      NOTIFY_MS,
      'the reschedule ask after the retries',
    );
    const posts = fake.botCalls.filter(
      (c) =>
        c.method === 'POST' &&
        c.channel_id === CHANNELS.captainNotifications &&
        c.body?.content?.includes(match.id),
    );
    assert.deepEqual(
      posts.map((c) => c.status),
      [500, 429, 200],
    );
    assert.ok(posts[2].at - posts[1].at >= 450, 'the 429 retry waited for retry_after');
    assert.deepEqual(ask.mention_roles, [roleOf(match.teams[1])]);
    assert.match(ask.content, /proposed <t:\d+:F>, current <t:\d+:F>/);
    assert.ok(ask.content.includes(`<t:${Date.parse(start) / 1000}:F>`));
    const labels = ask.components.flatMap((row) => row.components.map((c) => c.label));
    assert.deepEqual(labels, ['Approve', 'Deny', 'Details']);
    match.ask = ask;
    match.newStart = start;
    match.b = b;
  });

  it('the stack prints where the posts are seen, and that page shows them with their buttons', async () => {
    const line = stack.logs.find((l) => l.includes('/_fake/messages'));
    assert.ok(line, 'a line names the page');
    const url = line.slice(line.indexOf('http'));
    const html = await (await fetch(url)).text();
    assert.match(html, new RegExp(CHANNELS.captainNotifications));
    assert.match(html, /<form method="post" action="\/_fake\/press"/);
  });

  it('a button press runs the action as the presser: refused for a player not on the team, applied for the opponent', async () => {
    const match = matches[0];
    const approve = match.ask.components[0].components.find((c) => c.label === 'Approve').custom_id;
    assert.match(approve, /^castline:rs:rec[0-9A-Za-z]{14}:approve$/);

    const refused = await fake.pressButton({ customId: approve, userId: outsider.discord_id });
    assert.equal(refused.status, 200);
    assert.equal(refused.body.type, 4);
    assert.equal(refused.body.data.flags, 64, 'answered privately');
    assert.equal(
      refused.body.data.content,
      SERVER_TEXT.notOnTeam,
      'the action refused the outsider',
    );
    assert.deepEqual(
      (await reportOf(match.id)).map((r) => r.state),
      ['AwaitingOpponent'],
    );

    const details = await fake.pressButton({
      customId: approve.replace(/approve$/, 'details'),
      userId: outsider.discord_id,
    });
    assert.match(details.body.data.content, /proposed <t:\d+:F>, current <t:\d+:F>/);

    const pressed = await fake.pressButton({ customId: approve, userId: match.b.discord_id });
    assert.equal(pressed.status, 200);
    assert.match(pressed.body.data.content, /^Done: you approved/);
    assert.deepEqual(
      (await reportOf(match.id)).map((r) => r.state),
      ['Applied'],
    );
    const stored = (await db.query(`SELECT start FROM "match".matches WHERE id = $1`, [match.id]))
      .rows[0];
    assert.equal(new Date(stored.start).toISOString(), match.newStart);

    const change = await waitFor(
      () => messages('matchTimeChanges').find((m) => m.content.includes(match.id)),
      NOTIFY_MS,
      'the time change post',
    );
    assert.deepEqual(change.mention_roles, match.teams.map(roleOf));
    assert.ok(change.content.includes(`now starts <t:${Date.parse(match.newStart) / 1000}:F>`));
    await waitFor(
      () => !messages('captainNotifications').some((m) => m.id === match.ask.id),
      NOTIFY_MS,
      'the ask removed',
    );
  });

  it('a redelivered report event posts nothing twice', async () => {
    const match = matches[0];
    const [{ id: reportId }] = await reportOf(match.id);
    const row = (
      await db.query(
        `SELECT id, subject, record_id, data, version FROM "match".outbox
          WHERE subject = 'report.evt.reschedule-applied.v1' AND record_id = $1`,
        [reportId],
      )
    ).rows[0];
    assert.ok(row, 'the applied event went through the outbox');
    const posts = () =>
      fake.allMessages(CHANNELS.matchTimeChanges).filter((m) => m.content.includes(match.id))
        .length;
    assert.equal(posts(), 1);
    const { connect } = await import('@nats-io/transport-node');
    const { jetstream } = await import('@nats-io/jetstream');
    const nc = await connect({ servers: SERVICES_ENV.natsUrl });
    try {
      // The same event (same event_id) again, as JetStream redelivers it; a new message id so it is not deduplicated.
      await jetstream(nc).publish(
        `${prefix}.${row.subject}`,
        JSON.stringify({
          ...row.data,
          event_id: `match-svc:${row.id}`,
          aggregate: row.record_id,
          version: Number(row.version),
        }),
        { msgID: `redelivery-${row.id}` },
      );
    } finally {
      await nc.close();
    }
    // The consumer applies in order: once a later report event is handled, the redelivery was too.
    const [a] = match.captains;
    await requestNewTime(match, a);
    await waitFor(
      () =>
        messages('captainNotifications').some(
          (m) => m.content.includes(match.id) && m.components.length,
        ),
      NOTIFY_MS,
      'a later event handled',
    );
    assert.equal(posts(), 1, 'the time change was not posted again');
    // Withdrawn again, so the next test starts with no open request: the ask goes, the other team is told.
    const withdrawn = await action(
      stack.base,
      'approve-match-reschedule',
      { matchID: match.id, action: 'withdraw' },
      a.token,
    );
    assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
    await waitFor(
      () =>
        messages('captainNotifications').some(
          (m) => m.content.includes(match.id) && m.content.includes('was withdrawn'),
        ),
      NOTIFY_MS,
      'the withdrawal told',
    );
    assert.ok(
      !messages('captainNotifications').some(
        (m) => m.content.includes(match.id) && m.components.length,
      ),
    );
  });

  it('a missing channel key posts nothing there', async () => {
    const { captainNotifications: _removed, ...others } = CHANNELS;
    const event = (
      await db.query(`SELECT id, blocks FROM "match".events WHERE id = $1`, [matches.event.id])
    ).rows[0];
    await setBlocks(event, others);
    const match = matches[0];
    const [a] = match.captains;
    const callsBefore = fake.botCalls.length;
    try {
      await requestNewTime(match, a);
      const reportId = (await reportOf(match.id)).find((r) => r.state === 'AwaitingOpponent').id;
      await waitFor(
        async () => (await consumed(reportId)) >= 1,
        NOTIFY_MS,
        'the submit event handled',
      );
      await new Promise((r) => setTimeout(r, 1500));
      const posts = fake.botCalls.slice(callsBefore).filter((c) => c.method === 'POST');
      assert.deepEqual(posts, [], 'nothing posted');
    } finally {
      // The channel back for the next tests.
      await setBlocks(event, CHANNELS);
    }
    // The request is withdrawn (its ask never existed, so nothing is removed).
    const withdrawn = await action(
      stack.base,
      'approve-match-reschedule',
      { matchID: match.id, action: 'withdraw' },
      a.token,
    );
    assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
  });

  it('with staff approval: the pre-approval notice becomes the staff ask in place, pressed by staff', async () => {
    const event = (
      await db.query(`SELECT id, blocks FROM "match".events WHERE id = $1`, [matches.event.id])
    ).rows[0];
    await setBlocks(
      event,
      { ...CHANNELS, sendStaffPreapprovalNotifications: true },
      { opponentApprove: true, staffApprove: true },
    );
    const match = matches[0];
    const [a, b] = match.captains;
    const timeChange = () =>
      messages('matchTimeChanges').filter((m) => m.content.includes(match.id));
    const [olderChange] = timeChange();
    assert.ok(olderChange, 'the time change of the first request is still posted');
    try {
      const start = await requestNewTime(match, a);
      const notice = await waitFor(
        () => messages('staffApprovalNotifications').find((m) => m.content.includes(match.id)),
        NOTIFY_MS,
        'the pre-approval notice',
      );
      assert.equal(notice.components.length, 0);
      const ask = await waitFor(
        () =>
          messages('captainNotifications').find(
            (m) => m.content.includes(match.id) && m.components.length,
          ),
        NOTIFY_MS,
        'the opponent ask',
      );
      const approve = ask.components[0].components[0].custom_id;
      const pressed = await fake.pressButton({ customId: approve, userId: b.discord_id });
      assert.match(pressed.body.data.content, /^Done: you approved/);
      // Edited in place: the same message now asks staff, with staff buttons.
      const staffAsk = await waitFor(
        () =>
          messages('staffApprovalNotifications').find(
            (m) => m.id === notice.id && m.edited_timestamp && m.components.length,
          ),
        NOTIFY_MS,
        'the notice edited into the staff ask',
      );
      assert.equal(
        messages('staffApprovalNotifications').filter((m) => m.content.includes(match.id)).length,
        1,
      );
      const staffApprove = staffAsk.components[0].components.find(
        (c) => c.label === 'Approve',
      ).custom_id;
      assert.match(staffApprove, /:staff-approve$/);
      // The opposing captain is not staff: the staff button refuses them.
      const refused = await fake.pressButton({ customId: staffApprove, userId: b.discord_id });
      assert.equal(refused.body.data.content, SERVER_TEXT.onlyEventStaff);
      const approved = await fake.pressButton({ customId: staffApprove, userId: staff.discord_id });
      assert.match(approved.body.data.content, /^Done: you approved/);
      // The new time replaces the older time change post (deleted, a fresh post pings again).
      const change = await waitFor(
        () => timeChange().find((m) => m.content.includes(`<t:${Date.parse(start) / 1000}:F>`)),
        NOTIFY_MS,
        'the new time change post',
      );
      assert.notEqual(change.id, olderChange.id);
      await waitFor(
        () => timeChange().length === 1,
        NOTIFY_MS,
        'the older time change post removed',
      );
      await waitFor(
        () => !messages('staffApprovalNotifications').some((m) => m.content.includes(match.id)),
        NOTIFY_MS,
        'the staff ask removed',
      );
    } finally {
      await setBlocks(event, CHANNELS);
    }
  });

  it('a signature that does not verify is refused', async () => {
    const res = await fetch(`${stack.base}/discord/interactions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-ed25519': '00'.repeat(64),
        'x-signature-timestamp': String(Math.floor(Date.now() / 1000)),
      },
      body: JSON.stringify({ id: '1', type: 1 }),
    });
    assert.equal(res.status, 401);
  });

  it('a score report: the ask pings the opponent, the counter replaces it, apply posts the log and the match report', async () => {
    const [match] = matches;
    const [a, b] = match.captains;
    const submitted = await action(
      stack.base,
      'submit-score-report',
      { matchID: match.id, action: 'submit', reportData: await reportData(match, 0) },
      a.token,
    );
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const scorePage = `/match/${match.id}/score-reporting`;
    const ask = await waitFor(
      () => messages('captainNotifications').find((m) => m.content.includes(scorePage)),
      NOTIFY_MS,
      'the opponent ask',
    );
    assert.match(ask.content, new RegExp(`^<@&${roleOf(match.teams[1])}>`));
    assert.deepEqual(ask.mention_roles, [roleOf(match.teams[1])]);
    assert.match(ask.content, new RegExp(`/match/${match.id}/score-reporting`));
    assert.equal(ask.components.length, 0, 'score asks link to the page');

    const countered = await action(
      stack.base,
      'submit-score-report',
      { matchID: match.id, action: 'counter', reportData: await reportData(match, 0, 'CD') },
      b.token,
    );
    assert.equal(countered.status, 200, JSON.stringify(countered.body));
    const ping = await waitFor(
      () =>
        messages('captainNotifications').find(
          (m) =>
            m.id !== ask.id && m.content.includes(scorePage) && m.content.includes('countered'),
        ),
      NOTIFY_MS,
      'the counter ping',
    );
    assert.deepEqual(ping.mention_roles, [roleOf(match.teams[0])]);
    await waitFor(
      () => !messages('captainNotifications').some((m) => m.id === ask.id),
      NOTIFY_MS,
      'the ask removed',
    );
    await waitFor(
      () =>
        messages('staffScoreReport').some(
          (m) => m.content.includes(scorePage) && m.content.includes('countered'),
        ),
      NOTIFY_MS,
      'staff told of the counter',
    );

    const accepted = await action(
      stack.base,
      'approve-score-report',
      { matchID: match.id, action: 'counter-approve' },
      a.token,
    );
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const report = await waitFor(
      () => messages('postMatchReports').find((m) => m.content.includes(match.id)),
      NOTIFY_MS,
      'the public match report',
    );
    const lines = report.content.split('\n');
    assert.match(lines[0], / vs /);
    assert.match(lines[1], /^Winner: \*\*/);
    const mapLines = lines.filter((l) => l.startsWith('Map '));
    assert.equal(mapLines.length, match.first_to, 'one line per unbanned map');
    assert.match(mapLines[0], /replay CD0XYZ/);
    await waitFor(
      () => !messages('captainNotifications').some((m) => m.id === ping.id),
      NOTIFY_MS,
      'the counter ping removed',
    );
    const log = messages('staffCompletedScoreReport').find((m) => m.content.includes(match.id));
    assert.ok(log, 'the readable log went to staffCompletedScoreReport');
    assert.match(log.content, /Submitted a score report\./);
  });

  it('send-reschedule-message posts the saved start to matchTimeChanges in place of the older post', async () => {
    const match = matches[0];
    const timeChange = () =>
      messages('matchTimeChanges').filter((m) => m.content.includes(match.id));
    const [older] = timeChange();
    assert.ok(older);
    const { start } = (
      await db.query(`SELECT start FROM "match".matches WHERE id = $1`, [match.id])
    ).rows[0];
    const res = await action(
      stack.base,
      'send-reschedule-message',
      { matchID: match.id, newTime: new Date(start).toISOString() },
      organiser.token,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const post = await waitFor(
      () => timeChange().find((m) => m.id !== older.id),
      NOTIFY_MS,
      'the announced time',
    );
    assert.ok(post.content.includes(`now starts <t:${new Date(start).getTime() / 1000}:F>`));
    assert.deepEqual(post.mention_roles, match.teams.map(roleOf));
    await waitFor(() => timeChange().length === 1, NOTIFY_MS, 'the older post removed');
  });

  /** submit-match-reschedule by `captain` for a new start from the match's saved one; answers that start. */
  async function requestNewTime(match, captain) {
    match.start = (
      await db.query(`SELECT start FROM "match".matches WHERE id = $1`, [match.id])
    ).rows[0].start;
    const start = newStart(match);
    const res = await action(
      stack.base,
      'submit-match-reschedule',
      { matchID: match.id, start },
      captain.token,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return start;
  }

  /** A start for a reschedule: an hour after the current one, in the future, a multiple of 300 s, inside the window. */
  function newStart(match) {
    const from = Math.max(
      new Date(match.start).getTime() + 3600_000,
      Date.now() + 2 * 3600_000,
      match.earliest_start ? new Date(match.earliest_start).getTime() : 0,
    );
    const at = Math.ceil(from / 300_000) * 300_000;
    if (match.latest_start)
      assert.ok(at <= new Date(match.latest_start).getTime(), 'a start inside the window');
    return new Date(at).toISOString();
  }
});
