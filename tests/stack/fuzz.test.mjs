// Bad input changes nothing (issue 10 item 4): every action gets bodies with wrong types, huge values, unknown
// keys and `__proto__` / `constructor` keys (fast-check, generated from each action's own schema), malformed JSON
// and bodies over the size limit; every answer is a coded 4xx envelope, and every table of the database (records,
// outbox, audit, idempotency keys, tokens) is byte-for-byte the same afterwards. Socket messages get the same
// treatment: a bad subscribe is refused with a readable error and the socket keeps working.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { z } from 'zod';
import { ACTIONS } from '@castline/contracts';
import {
  action,
  connectDatabase,
  connectSocket,
  connected,
  demoUsers,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';
import { allowedStart, reportWorld, resetReports, setBlocks } from './report-helpers.mjs';

/** Generated bodies per action (each one request); the seed is printed on failure by fast-check. */
const RUNS_PER_ACTION = Number(process.env.FUZZ_RUNS ?? 150);
/** Over the gateway's 1 MB JSON body limit. */
const OVERSIZED_BYTES = 1_100_000;
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/**
 * Bookkeeping columns that change without any action: the outbox relay marks rows published, and verifying a
 * token notes when it was last used (at most once a minute).
 */
const BOOKKEEPING_COLUMNS = ['published_at', 'last_used_at'];

/** Every table's content (bookkeeping columns aside), hashed, in every schema the services own. */
async function databaseChecksums(db) {
  const { rows: tables } = await db.query(
    `SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2`,
  );
  const sums = {};
  for (const { table_schema: schema, table_name: table } of tables) {
    const name = `"${schema}"."${table}"`;
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS sum
         FROM (SELECT to_jsonb(t) - $1::text[] AS r FROM ${name} t) rows`,
      [BOOKKEEPING_COLUMNS],
    );
    sums[name] = `${rows[0].n}:${rows[0].sum}`;
  }
  return sums;
}

/**
 * The checksums once the database is quiet: two reads in a row agree. Accepted writes of an earlier test can
 * still be settling (the outbox relay, a domain-event consumer of another service), and must not be taken for a
 * write of the test that follows.
 */
async function quietChecksums(db) {
  let last = null;
  let sums = null;
  await waitFor(
    async () => {
      sums = await databaseChecksums(db);
      const now = JSON.stringify(sums);
      const same = now === last;
      last = now;
      return same;
    },
    20_000,
    'a quiet database',
  );
  return sums;
}

/** Values every field gets once (those its schema refuses): the mistakes that used to reach Postgres and more. */
const HOSTILE_VALUES = [
  8.64e15 + 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0.5,
  2 ** 31,
  'x'.repeat(100_000),
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:00:00-12:00',
  'javascript:alert(1)',
  '',
  true,
  null,
  [],
  {},
  { __proto__: null, constructor: 'x' },
];

/**
 * Every field of every object in validBody set to every hostile value, one at a time; `refused`: whether the
 * action's contract refuses the body (the rest are legal values, sent too: they must never fail on the server).
 */
function hostileSweep(name, validBody) {
  const schema = z.toJSONSchema(ACTIONS[name].body, { io: 'input', unrepresentable: 'any' });
  return objectsOf(validBody, schema).flatMap(([path, , s]) =>
    Object.keys(s.properties ?? {}).flatMap((key) =>
      HOSTILE_VALUES.map((value) => ({
        mistake: `${[...path, key].join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`,
        body: editAt(validBody, path, (o) => {
          o[key] = value;
        }),
      })).map((c) => ({ ...c, refused: !ACTIONS[name].body.safeParse(c.body).success })),
    ),
  );
}

/** A JSON value of another type than `schema` allows, or an out-of-range value of the same type. */
function badValueFor(schema) {
  const types = new Set(
    (schema.anyOf ?? [schema]).map((s) => (s.type === 'integer' ? 'number' : s.type)),
  );
  const huge = [
    fc.constant(8.64e15 + 1),
    fc.constant(Number.MAX_SAFE_INTEGER + 2),
    fc.constant(1e308),
    fc.constant(-1),
    fc.constant(0.5),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  ];
  const strings = [
    fc.string({ maxLength: 40 }),
    fc.constant('x'.repeat(100_000)),
    fc.constant('0000-01-01T00:00:00Z'),
    fc.constant('javascript:alert(1)'),
    fc.constant('\u0000'),
    fc.string({ unit: 'binary', minLength: 5001, maxLength: 6000 }),
  ];
  const others = [
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
  ];
  return fc.oneof(
    ...(types.has('number') ? [] : huge.slice(0, 1)),
    ...huge.filter(() => types.has('number')),
    ...strings,
    ...others,
  );
}

/** The objects of `body` its schema describes: [path, object, schema of the object]. */
function objectsOf(body, schema, path = []) {
  const found = [[path, body, schema]];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const value = body[key];
    const objectSchema = (child.anyOf ?? [child]).find((s) => s.type === 'object');
    if (objectSchema && value && typeof value === 'object' && !Array.isArray(value))
      found.push(...objectsOf(value, objectSchema, [...path, key]));
  }
  return found;
}

/** A deep copy of body with obj at path replaced by edit(copyOfObj). */
function editAt(body, path, edit) {
  const copy = structuredClone(body);
  let target = copy;
  for (const key of path) target = target[key];
  edit(target);
  return copy;
}

/** One wrong body for an action: a valid body with exactly one mistake in it (or not an object at all). */
function wrongBody(name, validBody) {
  const schema = z.toJSONSchema(ACTIONS[name].body, { io: 'input', unrepresentable: 'any' });
  const objects = objectsOf(validBody, schema);
  const wrongField = fc
    .constantFrom(...objects.filter(([, , s]) => Object.keys(s.properties ?? {}).length > 0))
    .chain(([path, , s]) =>
      fc.constantFrom(...Object.entries(s.properties)).chain(([key, fieldSchema]) =>
        badValueFor(fieldSchema).map((value) => ({
          mistake: `${[...path, key].join('.')} = ${JSON.stringify(value)?.slice(0, 60)}`,
          body: editAt(validBody, path, (o) => {
            o[key] = value;
          }),
        })),
      ),
    );
  const unknownKey = fc.constantFrom(...objects).chain(([path, , s]) =>
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom(...PROTOTYPE_KEYS),
          fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in (s.properties ?? {}))),
        ),
        fc.jsonValue(),
      )
      .map(([key, value]) => ({
        mistake: `unknown key ${[...path, key].join('.')}`,
        // defineProperty: an own "__proto__" key that JSON.stringify writes out, as a hostile client would send
        body: editAt(validBody, path, (o) =>
          Object.defineProperty(o, key, { value: value ?? { polluted: true }, enumerable: true }),
        ),
      })),
  );
  const notAnObject = fc
    .oneof(fc.array(fc.jsonValue(), { maxLength: 4 }), fc.string(), fc.integer(), fc.constant(null))
    .map((body) => ({ mistake: `body ${JSON.stringify(body)?.slice(0, 40)}`, body }));
  return fc.oneof(
    { arbitrary: wrongField, weight: 4 },
    { arbitrary: unknownKey, weight: 2 },
    { arbitrary: notAnObject, weight: 1 },
  );
}

async function postRaw(base, name, text, token) {
  const res = await fetch(`${base}/actions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authentication: `Bearer ${token}` },
    body: text,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

function assertRefused(answer, mistake, statuses = [400]) {
  assert.ok(
    statuses.includes(answer.status),
    `${mistake}: answered ${answer.status} ${JSON.stringify(answer.body)}`,
  );
  assert.equal(answer.body?.error, true, `${mistake}: not an error envelope`);
  assert.equal(typeof answer.body?.errorMessage, 'string', `${mistake}: no message`);
  assert.ok(answer.body.errorMessage.length > 0, `${mistake}: an empty message`);
  assert.ok(answer.body.code, `${mistake}: no code`);
}

describe('bad input changes nothing', { timeout: 300_000 }, () => {
  let stack;
  let db;
  let tokens;
  let validBodies;
  /** The captains' match of the report actions (reportWorld). */
  let world;
  /** Per report action: brings the match to the state its valid body needs. */
  let prepare = {};

  before(async () => {
    stack = await startTestStack({
      realtimeReplicas: 1,
      env: { ACTION_RATE_LIMIT_BURST: '100000', ACTION_RATE_LIMIT_PER_SECOND: '100000' },
    });
    db = await connectDatabase(stack);
    const users = await demoUsers(stack);
    // Actors who may run each action, so a body that got past validation would really write.
    const organiser = users.byRole('organiser')[0].token;
    const producer = users.byRole('producer')[0].token;
    tokens = {
      'update-match-data': organiser,
      'update-broadcast': producer,
      'update-profile-data': organiser,
      'set-player-relationships': producer,
      'set-match-overlays': organiser,
      'resolve-entire-bracket': organiser,
      'adjust-match-broadcast': organiser,
      'set-event-settings': organiser,
      'update-map-data': organiser,
      'update-live-match-map-data': producer,
      'multi-map-win': producer,
      'toggle-flip-teams': producer,
      'set-player-cams': producer,
      'set-observer-setting': producer,
      'update-break-automation': producer,
      'update-break-display': producer,
      'set-active-broadcast': producer,
      'update-gfx-index': producer,
    };
    // The report actions (RULES (a)) on the captains' match: its captains, the event's staff, a time-change channel.
    world = await reportWorld(stack, db);
    const captain = world.users.a.token;
    const opponent = world.users.b.token;
    const eventStaff = world.users.staff.token;
    Object.assign(tokens, {
      'submit-score-report': captain,
      'approve-score-report': captain,
      'staff-approve-score-report': eventStaff,
      'submit-match-reschedule': captain,
      'approve-match-reschedule': opponent,
      'staff-approve-match-reschedule': eventStaff,
      'send-reschedule-message': organiser,
    });
    await setBlocks(db, world.event, (b) => {
      b.logging = { ...b.logging, matchTimeChanges: '123456789012345678' };
    });
    const [captainsMatch] = (await things(stack.base, [world.match])).body;
    const scoreReport = (winners) => ({
      mapData: winners.map((slot, i) => ({ map: world.pool[i], winner: world.teams[slot - 1] })),
      matchData: {
        score_1: winners.filter((w) => w === 1).length,
        score_2: winners.filter((w) => w === 2).length,
      },
    });
    const reportBodies = {
      'submit-score-report': {
        matchID: world.match,
        action: 'submit',
        reportData: scoreReport([1, 1, 1]),
      },
      'approve-score-report': { matchID: world.match, action: 'counter-deny' },
      'staff-approve-score-report': { matchID: world.match, action: 'delete' },
      'submit-match-reschedule': { matchID: world.match, start: allowedStart(captainsMatch) },
      'approve-match-reschedule': { matchID: world.match, action: 'deny' },
      'staff-approve-match-reschedule': { matchID: world.match, action: 'delete' },
      'send-reschedule-message': { matchID: world.match, newTime: captainsMatch.start },
    };
    // What each report action's valid body needs (run after the sweep, which may leave a report behind).
    const call = async (name, token, body) => {
      const res = await action(stack.base, name, body, token);
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    const submitted = () =>
      call('submit-score-report', captain, reportBodies['submit-score-report']);
    const requested = () =>
      call('submit-match-reschedule', captain, reportBodies['submit-match-reschedule']);
    prepare = {
      'submit-score-report': () => resetReports(stack, db, world),
      'approve-score-report': async () => {
        await resetReports(stack, db, world);
        await submitted();
        await call('submit-score-report', opponent, {
          matchID: world.match,
          action: 'counter',
          reportData: scoreReport([2, 1, 2, 2]),
        });
      },
      'staff-approve-score-report': async () => {
        await resetReports(stack, db, world);
        await submitted();
      },
      'submit-match-reschedule': () => resetReports(stack, db, world),
      'approve-match-reschedule': async () => {
        await resetReports(stack, db, world);
        await requested();
      },
      'staff-approve-match-reschedule': async () => {
        await resetReports(stack, db, world);
        await requested();
      },
    };
    const { body } = await things(stack.base, ['special:upcoming-matches']);
    const match = body[0].matches[0];
    // The crew actions: a match of the event the producer is staff of (match-edit rights no relationship
    // change can take away), the bracket of the main broadcast's event, the 'second' broadcast.
    const [main, second] = (await things(stack.base, ['broadcast-main', 'broadcast-second'])).body;
    const read = async (id) => (await things(stack.base, [id])).body[0];
    const producerPlayer = await read(users.byRole('producer')[0].player_id);
    const crew = {
      staffedMatch: (await read(producerPlayer.event_staff[0])).matches[0],
      bracket: (await read(main.event[0])).brackets[0],
      broadcast: second.id,
    };
    // set-event-settings: an event that is not in progress (the in-progress one keeps its reporting switches).
    const publicEvents = (await read('special:public-events')).events;
    const settingsEvent = (await things(stack.base, publicEvents)).body.find((e) => !e.in_progress);
    validBodies = {
      'update-match-data': { matchID: match, updatedData: { custom_name: 'fuzz' } },
      'update-broadcast': { title: 'fuzz' },
      'update-profile-data': { profileData: { pronouns: null } },
      'set-player-relationships': { matchID: crew.staffedMatch, roles: { Caster: [] } },
      'set-match-overlays': { match, overlayType: 'secondary', state: true },
      'resolve-entire-bracket': { bracketID: crew.bracket },
      'adjust-match-broadcast': { matchID: match, broadcastID: crew.broadcast, action: 'add' },
      'set-event-settings': { eventID: settingsEvent.id, blocks: { foldy: { use: true } } },
      // match-svc's map and live-match actions; the live ones on 'second', given main's live match below (the
      // update-broadcast sweep may clear main's: `match: null` is a legal value)
      'update-map-data': { matchID: match, mapData: [{ replay_code: 'fuzz' }] },
      'update-live-match-map-data': { broadcast: second.id, mapData: { replay_code: 'fuzz' } },
      'multi-map-win': { broadcast: second.id, teamNum: 1, unsetMapAttack: false },
      'toggle-flip-teams': { broadcast: second.id },
      // broadcast-svc's broadcast-scoped actions, on 'main' (set-active-broadcast keeps it the active one)
      'set-player-cams': { broadcast: main.id, cams: [[], []] },
      'set-observer-setting': { broadcast: main.id, setting: 'Show syncer', value: true },
      'update-break-automation': { broadcast: main.id, options: ['use: Schedule'] },
      'update-break-display': { broadcast: main.id, option: 'Automated' },
      'set-active-broadcast': { client: 'self', broadcast: main.id },
      'update-gfx-index': { broadcast: main.id, gfxID: main.gfx[0], index: 1 },
      ...reportBodies,
    };
    assert.deepEqual(
      Object.keys(validBodies).sort(),
      Object.keys(ACTIONS).sort(),
      'a valid body per action',
    );
    const liveOnSecond = await action(
      stack.base,
      'update-broadcast',
      { broadcast: second.id, match: main.live_match[0] },
      producer,
    );
    assert.equal(liveOnSecond.status, 200, JSON.stringify(liveOnSecond.body));
    // wait until the seed's own writes (derived records, outbox relay) have settled
    await quietChecksums(db);
  });

  after(async () => {
    await db?.end();
    await stack?.close();
  });

  for (const name of Object.keys(ACTIONS)) {
    it(`${name}: every field's hostile values and ${RUNS_PER_ACTION} generated wrong bodies each answer a coded 400 and write nothing`, async () => {
      const before = await quietChecksums(db);
      const sweep = hostileSweep(name, validBodies[name]);
      const refused = sweep.filter((c) => c.refused);
      // More than 20 mistakes, or, for a body of one or two fields, 12 per field (there are 17 hostile values).
      const fields = new Set(sweep.map((c) => c.mistake.split(' = ')[0]));
      assert.ok(refused.length >= Math.min(21, 12 * fields.size), 'the sweep covers the fields');
      for (const { mistake, body } of refused)
        assertRefused(await postRaw(stack.base, name, JSON.stringify(body), tokens[name]), mistake);
      await fc.assert(
        fc.asyncProperty(wrongBody(name, validBodies[name]), async ({ mistake, body }) => {
          fc.pre(!ACTIONS[name].body.safeParse(body).success); // only bodies the contract refuses
          const text = JSON.stringify(body);
          assertRefused(await postRaw(stack.base, name, text, tokens[name]), mistake);
        }),
        { numRuns: RUNS_PER_ACTION },
      );
      assert.deepEqual(await databaseChecksums(db), before, 'no table changed');
      // hostile values the contract allows write (that is their job) but never fail on the server
      for (const { mistake, body } of sweep.filter((c) => !c.refused)) {
        const answer = await postRaw(stack.base, name, JSON.stringify(body), tokens[name]);
        assert.ok(
          answer.status < 500,
          `${mistake}: answered ${answer.status} ${JSON.stringify(answer.body)}`,
        );
        assert.equal(typeof answer.body?.error, 'boolean', `${mistake}: not an envelope`);
      }
      // the valid body still works afterwards: the refusals were the bodies' fault, not a broken service
      await prepare[name]?.();
      const ok = await action(stack.base, name, validBodies[name], tokens[name]);
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
    });
  }

  it('malformed JSON and oversized bodies are coded 4xx envelopes and write nothing', async () => {
    const before = await quietChecksums(db);
    for (const text of ['{', '{"title": }', 'null', '[]', '"title"', '{"title":"a"}}', '\u0000']) {
      const answer = await postRaw(
        stack.base,
        'update-broadcast',
        text,
        tokens['update-broadcast'],
      );
      assertRefused(answer, `body ${JSON.stringify(text)}`);
    }
    const oversized = JSON.stringify({ title: 'x'.repeat(OVERSIZED_BYTES) });
    const answer = await postRaw(
      stack.base,
      'update-broadcast',
      oversized,
      tokens['update-broadcast'],
    );
    assertRefused(answer, 'a body over the size limit', [400, 413]);
    assert.deepEqual(await databaseChecksums(db), before, 'no table changed');
  });

  it('bad socket messages are refused with a readable error and the socket keeps working', async () => {
    const client = connectSocket(stack.socketUrl);
    const errors = [];
    client.socket.on('exception', (e) => errors.push(e));
    await connected(client.socket);
    const bad = [
      ['subscribe', 42],
      ['subscribe', { __proto__: null, id: 'x' }],
      ['subscribe', 'x'.repeat(10_000)],
      ['subscribe', 'has spaces and ; semicolons'],
      ['subscribe-multiple', 'not-a-list'],
      ['subscribe-multiple', Array.from({ length: 5001 }, (_, i) => `id${i}`)],
      ['subscribe-multiple', [null, 1, {}]],
      ['unsubscribe', { constructor: 'x' }],
    ];
    for (const [event, payload] of bad) client.socket.emit(event, payload);
    await waitFor(() => errors.length >= bad.length, 10_000, 'an error for every bad message');
    for (const e of errors) assert.equal(typeof e.message, 'string', JSON.stringify(e));
    assert.ok(client.socket.connected, 'the socket stays connected');
    client.socket.emit('subscribe', 'broadcast-main');
    await new Promise((r) => setTimeout(r, 300));
    const title = `fuzz-${Date.now()}`;
    const ok = await action(stack.base, 'update-broadcast', { title }, tokens['update-broadcast']);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    await waitFor(
      () => client.updates.some((u) => u.id === 'broadcast-main' && u.data.title === title),
      10_000,
      'the data_update after the bad messages',
    );
    client.socket.close();
  });
});
