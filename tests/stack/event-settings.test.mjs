// actions/set-event-settings end to end (RULES (a), (h)): an event editor replaces the event's blocks. The happy path
// (normalised JSON stored, the public event record without `logging`, standings recomputed and emptied, the event's
// data_update on a subscribed socket), refusals (403 with the RULES text for a non-editor and for staff of another
// event), and bad blocks (unparsable text, unknown keys, an unknown tie-breaker: 400 naming the key), each writing
// nothing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SERVER_TEXT } from '@castline/contracts';
import {
  action,
  connectDatabase,
  connectSocket,
  connected,
  discordAccounts,
  loginWithDiscord,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

const CHANNEL = '112233445566778899';

describe('set-event-settings', { timeout: 300_000 }, () => {
  let stack;
  let db;
  const tokens = {};
  const ctx = {};
  const sockets = [];

  before(async () => {
    stack = await startTestStack();
    db = await connectDatabase(stack);
    const { byRole } = await discordAccounts(stack);
    const people = {
      organiser: byRole('organiser')[0],
      staff: byRole('staff')[0],
      player: byRole('player')[0],
    };
    for (const [key, who] of Object.entries(people)) {
      const login = await loginWithDiscord(stack, who.discord_id);
      assert.equal(login.status, 200, JSON.stringify(login.body));
      tokens[key] = login.body.token;
    }
    const [spring, publicEvents] = await read(['subdomain-spring', 'special:public-events']);
    ctx.event = spring.id;
    const events = await read(publicEvents.events);
    // An event the staff user is not staff of (the organiser edits any event).
    ctx.otherEvent = events.find(
      (e) => e.id !== ctx.event && !e.staff.includes(people.staff.player_id),
    )?.id;
    assert.ok(ctx.event && ctx.otherEvent);
    assert.ok((await record(ctx.event)).staff.includes(people.staff.player_id));
  });

  after(async () => {
    for (const s of sockets) s.socket.close();
    await db?.end();
    await stack?.close();
  });

  async function read(ids) {
    const res = await things(stack.base, ids);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return ids.map((id) => res.body.find((r) => r.__id === id));
  }
  const record = async (id) => (await read([id]))[0];
  const storedBlocks = async (id) =>
    (await db.query(`SELECT blocks FROM "match".events WHERE id = $1`, [id])).rows[0].blocks;
  const auditRows = async () =>
    Number((await db.query(`SELECT count(*) AS n FROM "match".audit`)).rows[0].n);

  async function subscribe(ids) {
    const client = connectSocket(stack.socketUrl);
    sockets.push(client);
    await connected(client.socket);
    client.socket.emit('subscribe-multiple', ids);
    await new Promise((r) => setTimeout(r, 300));
    return client;
  }

  /** Calls the action and asserts it wrote nothing: same audit rows, stored blocks and public record. */
  async function expectNothingWritten(body, token, status, message) {
    const before = {
      audit: await auditRows(),
      blocks: await storedBlocks(body.eventID ?? ctx.event),
      record: await record(body.eventID ?? ctx.event),
    };
    const res = await action(stack.base, 'set-event-settings', body, token);
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.equal(res.body.error, true);
    if (message instanceof RegExp) assert.match(res.body.errorMessage, message);
    else assert.equal(res.body.errorMessage, message);
    assert.equal(await auditRows(), before.audit, 'a refused call writes nothing');
    assert.equal(await storedBlocks(body.eventID ?? ctx.event), before.blocks);
    assert.deepEqual(await record(body.eventID ?? ctx.event), before.record);
    return res;
  }

  it('stores the normalised blocks, keeps logging private, recomputes the standings and pushes the event', async () => {
    const current = JSON.parse(await storedBlocks(ctx.event));
    assert.ok(current.logging, 'the demo event has logging channels');
    assert.deepEqual(
      current.standings.map((s) => s.key),
      ['group-a', 'group-b'],
    );
    const tableA = `standings-${ctx.event}-group-a`;
    const tableB = `standings-${ctx.event}-group-b`;
    const [before, beforeB] = await read([tableA, tableB]);
    assert.ok(before.rows.length > 0 && beforeB.rows.length > 0, 'both tables exist');
    const client = await subscribe([ctx.event, tableA, tableB]);

    // Sent as JSON text, keys out of order: Group B's table goes, Group A ranks by seed only.
    const next = {
      extendedStaffPage: false,
      standings: [{ ...current.standings[0], title: 'Group A (by seed)', tieBreakers: ['seed'] }],
      logging: { ...current.logging, staffScoreReport: CHANNEL },
      reporting: {
        score: { ...current.reporting.score, staffApprove: true },
        rescheduling: current.reporting.rescheduling,
      },
    };
    const audit = await auditRows();
    const res = await action(
      stack.base,
      'set-event-settings',
      { eventID: ctx.event, blocks: JSON.stringify(next) },
      tokens.staff,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.error, false);
    assert.equal(res.body.data.changed, true);
    assert.equal(await auditRows(), audit + 1, 'one audit entry');

    const stored = await storedBlocks(ctx.event);
    assert.equal(res.body.data.blocks, stored);
    assert.deepEqual(
      Object.keys(JSON.parse(stored)),
      ['reporting', 'logging', 'standings', 'extendedStaffPage'],
      'normalised: keys in schema order',
    );
    assert.equal(JSON.parse(stored).logging.staffScoreReport, CHANNEL);
    assert.equal(JSON.parse(stored).reporting.score.staffApprove, true);

    const event = await record(ctx.event);
    const publicBlocks = JSON.parse(event.blocks);
    assert.equal(publicBlocks.logging, undefined, 'logging never leaves the server');
    assert.equal(event.blocks.includes(CHANNEL), false);
    assert.deepEqual(publicBlocks.reporting, JSON.parse(stored).reporting);

    const [tableAfter, goneB] = await read([tableA, tableB]);
    assert.deepEqual(tableAfter.chain, ['seed']);
    assert.equal(tableAfter.title, 'Group A (by seed)');
    assert.equal(goneB.rows, undefined, 'the removed entry has no table any more');
    assert.deepEqual(res.body.data.standings.sort(), [tableA, tableB].sort());

    const update = await waitFor(
      () => client.updates.find((u) => u.id === ctx.event && u.data?.blocks === event.blocks),
      10_000,
      'data_update of the event',
    );
    assert.equal(update.data.blocks.includes('logging'), false);
    await waitFor(
      () => client.updates.find((u) => u.id === tableA && u.data?.chain?.[0] === 'seed'),
      10_000,
      'data_update of the standings table',
    );

    const again = await action(
      stack.base,
      'set-event-settings',
      { eventID: ctx.event, blocks: next },
      tokens.organiser,
    );
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.data.changed, false, 'the same settings as an object are no change');
    assert.equal(await auditRows(), audit + 1, 'and write nothing');
  });

  it('keeps the private logging when an editor saves the public blocks, and clears it on request', async () => {
    const before = JSON.parse(await storedBlocks(ctx.event));
    assert.ok(before.logging?.staffScoreReport);
    const publicBlocks = JSON.parse((await record(ctx.event)).blocks);
    assert.equal(publicBlocks.logging, undefined);
    const saved = await action(
      stack.base,
      'set-event-settings',
      { eventID: ctx.event, blocks: { ...publicBlocks, draft: { use: true } } },
      tokens.organiser,
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const after = JSON.parse(await storedBlocks(ctx.event));
    assert.deepEqual(
      after.logging,
      before.logging,
      'the channels survive a save of the public blocks',
    );
    assert.deepEqual(after.draft, { use: true });

    const cleared = await action(
      stack.base,
      'set-event-settings',
      { eventID: ctx.event, blocks: { ...publicBlocks, draft: { use: true }, logging: {} } },
      tokens.organiser,
    );
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.deepEqual(JSON.parse(await storedBlocks(ctx.event)).logging, {});
  });

  it('refuses a user who is not an event editor, and staff of another event, writing nothing', async () => {
    const body = { eventID: ctx.event, blocks: { foldy: { use: true } } };
    await expectNothingWritten(body, tokens.player, 403, SERVER_TEXT.onlyEventStaff);
    await expectNothingWritten(
      { eventID: ctx.otherEvent, blocks: { foldy: { use: true } } },
      tokens.staff,
      403,
      SERVER_TEXT.onlyEventStaff,
    );
    const none = await action(stack.base, 'set-event-settings', body);
    assert.equal(none.status, 401);
  });

  it('rejects unparsable blocks and unknown keys with a 400 naming the key, writing nothing', async () => {
    const cases = [
      ['{"reporting": {"score": ', 'blocks: The blocks are not valid JSON'],
      ['[]', /^blocks: .*expected object/],
      [
        { reporting: { score: { use: true, autoApprove: true } } },
        'blocks.reporting.score: Unknown field "autoApprove"',
      ],
      [
        { logging: { matchTimeChanges: '#general' } },
        'blocks.logging.matchTimeChanges: Must be a Discord channel id (17 to 20 digits)',
      ],
      [
        { standings: [{ key: 'a', title: 'A', group: 'Group A', tieBreakers: ['coin-flip'] }] },
        /^blocks\.standings\.0\.tieBreakers\.0: /,
      ],
      [{ foldy: { use: true }, theme: 'dark' }, 'blocks: Unknown field "theme"'],
    ];
    for (const [blocks, message] of cases)
      await expectNothingWritten({ eventID: ctx.event, blocks }, tokens.organiser, 400, message);
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await action(
      stack.base,
      'set-event-settings',
      { eventID: 'rec00000000000000', blocks: {} },
      tokens.organiser,
    );
    assert.equal(res.status, 404, JSON.stringify(res.body));
    assert.equal(res.body.errorMessage, 'That event does not exist.');
  });
});
