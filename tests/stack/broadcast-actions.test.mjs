// broadcast-svc's broadcast-scoped actions end to end (RULES (a)): set-player-cams, set-observer-setting,
// update-break-automation, update-break-display, set-active-broadcast, update-gfx-index (and update-broadcast's
// rotation epoch). For each: the happy path changes the record read via /things and a socket subscribed to it gets
// the `data_update`; a refused call is 403 with the RULES text and a bad body is 400 naming the field, both writing
// nothing at all.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SERVER_TEXT } from '@castline/contracts';
import {
  action,
  connectDatabase,
  connectSocket,
  connected,
  demoUsers,
  postJson,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

/** A checksum of everything broadcast-svc stores: typed rows, read model, outbox, audit, idempotency keys. */
async function broadcastState(db) {
  const sum = async (sql) => (await db.query(sql)).rows[0].s;
  const rows = (table) =>
    sum(`SELECT count(*) || ':' || md5(coalesce(string_agg(to_jsonb(t)::text, '|' ORDER BY t.id), ''))
           AS s FROM "broadcast".${table} t`);
  return {
    broadcasts: await rows('broadcasts'),
    clients: await rows('clients'),
    gfx: await rows('gfx'),
    records: await sum(
      `SELECT count(*) || ':' || md5(coalesce(string_agg(id || '@' || version, '|' ORDER BY id), ''))
         AS s FROM "broadcast".records`,
    ),
    outbox: await sum(`SELECT count(*)::text AS s FROM "broadcast".outbox`),
    audit: await sum(`SELECT count(*)::text AS s FROM "broadcast".audit`),
    idempotency: await sum(`SELECT count(*)::text AS s FROM "broadcast".idempotency_keys`),
  };
}

describe('broadcast-svc broadcast-scoped actions', { timeout: 300_000 }, () => {
  let stack;
  let db;
  let producer;
  let player;
  /** Demo ids: the broadcasts, the producer's client, the live match's players. */
  const demo = {};

  before(async () => {
    stack = await startTestStack();
    db = await connectDatabase(stack);
    const users = await demoUsers(stack);
    producer = users.byRole('producer')[0];
    player = users.byRole('player')[0];
    const { body } = await things(stack.base, [
      'broadcast-main',
      'broadcast-second',
      'client-prod1',
    ]);
    const [main, second, client] = body;
    demo.main = main.id;
    demo.second = second.id;
    demo.client = client.id;
    demo.gfx = main.gfx;
    assert.deepEqual(client.broadcast.slice(0, 2), [demo.main, demo.second], "prod1's broadcasts");
    assert.ok(demo.gfx.length >= 3, 'the main demo broadcast has GFX items');
    const [match] = (await things(stack.base, [main.live_match[0]])).body;
    assert.equal(match.game, 'Overwatch', 'the live match is an Overwatch match (5 cam slots)');
    const teams = (await things(stack.base, match.teams)).body.filter((r) => r.__kind === 'team');
    demo.team = teams[0].id;
    demo.players = teams.map((team) => team.players);
    assert.ok(demo.players.every((list) => list.length >= 5) && demo.players.length === 2);
  });

  after(async () => {
    await db?.end();
    await stack?.close();
  });

  const read = async (id) => (await things(stack.base, [id])).body[0];
  /** A crew read (the producer has broadcast access): crew-only fields included (break_rotation_epoch is public). */
  const crewRead = async (id) =>
    (
      await postJson(
        `${stack.base}/things`,
        { ids: id },
        { Authentication: `Bearer ${producer.token}` },
      )
    ).body[0];

  /** Subscribes a socket to `ids` and answers a function that waits for a data_update matching `check`. */
  async function watch(ids) {
    const client = connectSocket(stack.socketUrls[0]);
    await connected(client.socket);
    client.socket.emit('subscribe-multiple', ids);
    await new Promise((r) => setTimeout(r, 200));
    return {
      next: (id, check, label) =>
        waitFor(() => client.updates.find((u) => u.id === id && check(u.data)), 10_000, label),
      close: () => client.socket.close(),
    };
  }

  /** Calls the action and asserts the refusal (status, message) and that nothing at all was written. */
  async function expectRefused(name, body, token, status, message) {
    const before = await broadcastState(db);
    const res = await action(stack.base, name, body, token);
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.equal(res.body.error, true);
    if (message instanceof RegExp) assert.match(res.body.errorMessage, message);
    else assert.equal(res.body.errorMessage, message);
    assert.deepEqual(
      await broadcastState(db),
      before,
      `${name} ${JSON.stringify(body)} wrote nothing`,
    );
    return res;
  }

  /** Calls the action as the producer and asserts it was accepted. */
  async function accept(name, body) {
    const res = await action(stack.base, name, body, producer.token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.error, false);
    return res.body.data;
  }

  it('set-player-cams: writes both ordered cam lists; refuses a non-owner, too many cams, duplicates and non-players', async () => {
    const [team1, team2] = demo.players;
    const socket = await watch([demo.main, 'broadcast-main']);
    const cams = [[team1[2], team1[0], team1[1]], [team2[0]]];
    const data = await accept('set-player-cams', { cams });
    assert.deepEqual(data, {
      broadcast: demo.main,
      team_1_player_cams: cams[0],
      team_2_player_cams: cams[1],
      changed: true,
    });
    const record = await read(demo.main);
    assert.deepEqual([record.team_1_player_cams, record.team_2_player_cams], cams);
    for (const id of [demo.main, 'broadcast-main'])
      await socket.next(
        id,
        (d) => JSON.stringify(d.team_1_player_cams) === JSON.stringify(cams[0]),
        `data_update ${id}`,
      );
    socket.close();

    const full = (list) => list.slice(0, 5);
    await accept('set-player-cams', { broadcast: demo.main, cams: [full(team1), full(team2)] });
    const bad = [
      [
        { cams: [[...full(team1), team2[0]], []] },
        'cams.0: Team 1 has 6 cams but there are only 5 cam slots',
      ],
      [{ cams: [[team1[0]], [team1[0]]] }, `cams.1: ${team1[0]} is listed twice`],
      [{ cams: [[team1[0], demo.team], []] }, `cams.0: ${demo.team} is not a Player`],
      [{ cams: [[]] }, /^cams: /],
      [{ cams: [['not-an-id'], []] }, /^cams\.0\.0: Not a record id/],
      [{ cams: [[], []], colour: 'red' }, 'Unknown field "colour"'],
    ];
    for (const [body, message] of bad)
      await expectRefused('set-player-cams', body, producer.token, 400, message);
    await expectRefused(
      'set-player-cams',
      { cams: [[team1[0]], []] },
      player.token,
      403,
      SERVER_TEXT.notLinkedToBroadcast,
    );
  });

  it('set-observer-setting: adds and removes a setting; refuses a non-owner and unknown settings or values', async () => {
    const socket = await watch([demo.main]);
    const on = await accept('set-observer-setting', { setting: 'Show syncer', value: true });
    assert.deepEqual(on.observer_settings, ['Show overlay', 'Show syncer']);
    assert.deepEqual((await read(demo.main)).observer_settings, ['Show overlay', 'Show syncer']);
    await socket.next(demo.main, (d) => d.observer_settings.includes('Show syncer'), 'data_update');
    const off = await accept('set-observer-setting', { setting: 'Show overlay', value: false });
    assert.deepEqual(off.observer_settings, ['Show syncer']);
    assert.deepEqual((await read(demo.main)).observer_settings, ['Show syncer']);
    await socket.next(
      demo.main,
      (d) => !d.observer_settings.includes('Show overlay'),
      'data_update',
    );
    socket.close();

    await expectRefused(
      'set-observer-setting',
      { setting: 'Show syncer', value: false },
      player.token,
      403,
      SERVER_TEXT.notLinkedToBroadcast,
    );
    await expectRefused(
      'set-observer-setting',
      { setting: 'Show everything', value: true },
      producer.token,
      400,
      /^setting: /,
    );
    await expectRefused(
      'set-observer-setting',
      { setting: 'Show syncer', value: 'yes' },
      producer.token,
      400,
      /^value: /,
    );
    await expectRefused(
      'set-observer-setting',
      { setting: 'Show syncer' },
      producer.token,
      400,
      /^value: /,
    );
  });

  it('update-break-automation: stores the options and resets the rotation epoch; refuses duplicates and both 30 s settings', async () => {
    const socket = await watch(['broadcast-main']);
    const startedAt = Date.now();
    const options = ['use: Staff', 'use: Schedule', 'setting: Always do 30s Schedule'];
    const data = await accept('update-break-automation', { broadcast: demo.main, options });
    assert.deepEqual(data, { broadcast: demo.main, break_automation: options, changed: true });
    const record = await crewRead(demo.main);
    assert.deepEqual(record.break_automation, options);
    assert.ok(
      record.break_rotation_epoch >= startedAt - 1000,
      'the rotation epoch is the server now',
    );
    assert.ok(record.break_rotation_epoch <= Date.now() + 1000);
    await socket.next(
      'broadcast-main',
      (d) => d.break_automation.includes('use: Staff'),
      'data_update',
    );
    socket.close();

    const bad = [
      [{ options: ['use: Image', 'use: Image'] }, 'options: "use: Image" is listed twice'],
      [
        { options: ['setting: Always do 30s Matchup', 'setting: Always do 30s Schedule'] },
        "options: Choose only one of 'setting: Always do 30s Matchup' and 'setting: Always do 30s Schedule'",
      ],
      [{ options: ['use: Everything'] }, /^options\.0: /],
      [{ options: 'use: Image' }, /^options: /],
      [{}, /^options: /],
    ];
    for (const [body, message] of bad)
      await expectRefused('update-break-automation', body, producer.token, 400, message);
    await expectRefused(
      'update-break-automation',
      { options: [] },
      player.token,
      403,
      SERVER_TEXT.notLinkedToBroadcast,
    );
  });

  it('update-break-display: sets a value or null and resets the rotation epoch; refuses a non-owner and unknown values', async () => {
    const socket = await watch([demo.main]);
    const startedAt = Date.now();
    const data = await accept('update-break-display', { option: 'Other Streams' });
    assert.deepEqual(data, { broadcast: demo.main, break_display: 'Other Streams', changed: true });
    const record = await crewRead(demo.main);
    assert.equal(record.break_display, 'Other Streams');
    assert.ok(
      record.break_rotation_epoch >= startedAt - 1000,
      'the rotation epoch is the server now',
    );
    await socket.next(demo.main, (d) => d.break_display === 'Other Streams', 'data_update');
    const cleared = await accept('update-break-display', { option: null });
    assert.equal(cleared.break_display, null);
    assert.equal((await read(demo.main)).break_display, null);
    await socket.next(demo.main, (d) => d.break_display === null, 'data_update');
    socket.close();

    await expectRefused(
      'update-break-display',
      { option: 'Schedule' },
      player.token,
      403,
      SERVER_TEXT.notLinkedToBroadcast,
    );
    await expectRefused(
      'update-break-display',
      { option: 'Everything' },
      producer.token,
      400,
      /^option: /,
    );
    await expectRefused('update-break-display', {}, producer.token, 400, /^option: /);
    await expectRefused(
      'update-break-display',
      { option: 'Schedule', broadcast: 'main' },
      producer.token,
      400,
      /^broadcast: /,
    );
  });

  it('update-broadcast: a title or countdownEnd change resets the rotation epoch, other fields do not', async () => {
    const epoch = async () => (await crewRead(demo.main)).break_rotation_epoch;
    await accept('update-broadcast', { advertise: false });
    const unchanged = await epoch();
    await accept('update-broadcast', { highlightTeamID: demo.team, showLiveMatch: false });
    assert.equal(await epoch(), unchanged, 'other fields leave the epoch alone');
    for (const body of [{ title: 'Be Right Back' }, { countdownEnd: Date.now() + 300_000 }]) {
      const before = await epoch();
      await new Promise((r) => setTimeout(r, 5));
      await accept('update-broadcast', body);
      assert.ok((await epoch()) > before, `${JSON.stringify(body)} resets the epoch`);
    }
  });

  it('set-active-broadcast: moves the broadcast first in the client (record and client-{key} mirror); refuses a non-owner and unlinked broadcasts', async () => {
    const socket = await watch([demo.client, 'client-prod1']);
    const data = await accept('set-active-broadcast', { client: 'self', broadcast: demo.second });
    assert.equal(data.client, demo.client);
    assert.deepEqual(data.broadcast.slice(0, 2), [demo.second, demo.main]);
    for (const id of [demo.client, 'client-prod1']) {
      assert.equal((await read(id)).broadcast[0], demo.second);
      await socket.next(id, (d) => d.broadcast[0] === demo.second, `data_update ${id}`);
    }
    // The producer's target broadcast (no `broadcast` key) is now the second one.
    await accept('update-broadcast', { title: 'Active broadcast moved' });
    assert.equal((await read(demo.second)).title, 'Active broadcast moved');
    // Back, naming the client by id.
    await accept('set-active-broadcast', { client: demo.client, broadcast: demo.main });
    assert.equal((await read('client-prod1')).broadcast[0], demo.main);
    await socket.next('client-prod1', (d) => d.broadcast[0] === demo.main, 'data_update back');
    socket.close();

    const prod2 = (await read('client-prod2')).id;
    await expectRefused(
      'set-active-broadcast',
      { client: 'self', broadcast: demo.main },
      player.token,
      403,
      SERVER_TEXT.notLinkedToBroadcast,
    );
    await expectRefused(
      'set-active-broadcast',
      { client: prod2, broadcast: demo.second },
      producer.token,
      403,
      SERVER_TEXT.notLinkedToBroadcast,
    );
    await expectRefused(
      'set-active-broadcast',
      { client: 'self', broadcast: demo.gfx[0] },
      producer.token,
      400,
      'broadcast: That broadcast is not linked to this client',
    );
    await expectRefused(
      'set-active-broadcast',
      { client: 'mine', broadcast: demo.main },
      producer.token,
      400,
      /^client: /,
    );
    await expectRefused(
      'set-active-broadcast',
      { client: 'self' },
      producer.token,
      400,
      /^broadcast: /,
    );
  });

  it('update-gfx-index: moves the GFX item to the index in the broadcast gfx; refuses a non-owner, unlinked items and indexes outside 1..24', async () => {
    const socket = await watch(['broadcast-main']);
    const last = demo.gfx.at(-1);
    const data = await accept('update-gfx-index', { gfxID: last, index: 1 });
    const expected = [last, ...demo.gfx.slice(0, -1)];
    assert.deepEqual(data, { broadcast: demo.main, gfx: expected, index: 1, changed: true });
    assert.deepEqual((await read(demo.main)).gfx, expected);
    await socket.next('broadcast-main', (d) => d.gfx[0] === last, 'data_update');
    const moved = await accept('update-gfx-index', { gfxID: last, index: 24 });
    assert.equal(moved.index, demo.gfx.length, 'an index past the end moves the item last');
    assert.deepEqual((await read(demo.main)).gfx, demo.gfx);
    socket.close();

    await expectRefused(
      'update-gfx-index',
      { gfxID: last, index: 2 },
      player.token,
      403,
      SERVER_TEXT.notLinkedToBroadcast,
    );
    await expectRefused(
      'update-gfx-index',
      { gfxID: demo.second, index: 1 },
      producer.token,
      400,
      'gfxID: That GFX item is not linked to this broadcast',
    );
    await expectRefused(
      'update-gfx-index',
      { broadcast: demo.second, gfxID: last, index: 1 },
      producer.token,
      400,
      'gfxID: That GFX item is not linked to this broadcast',
    );
    for (const index of [0, 25, 1.5, '2'])
      await expectRefused(
        'update-gfx-index',
        { gfxID: last, index },
        producer.token,
        400,
        /^index: /,
      );
  });
});
