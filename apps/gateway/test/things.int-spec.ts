import { SUBJECTS, ThingsQuerySchema, type Thing } from '@castline/contracts';
import { call, recId, startTestStack, type TestStack } from './support.js';
import { answerRequests } from '@castline/nest-kit/testing';

type Owner = (typeof SUBJECTS.thingsOwners)[number];

/** Texts an owner answers instead of JSON.stringify of the record (as jsonb's text form differs from it). */
const TEXTS = new Map<string, string>();

/**
 * A fake owning service: answers the ids it holds in the JSON form the gateway asks for (`json: true`: each
 * record's text and single theme, as match-svc and broadcast-svc answer) or, as `objects`, in the object form;
 * remembers the size of every query and whether it asked for JSON.
 */
function fakeOwner(
  stack: TestStack,
  owner: Owner,
  records: Thing[],
  form: 'json' | 'objects' = 'json',
): { querySizes: number[]; askedJson: boolean[] } {
  const byId = new Map(records.map((r) => [r.__id, r]));
  const seen = { querySizes: [] as number[], askedJson: [] as boolean[] };
  answerRequests(stack.bus, SUBJECTS[owner].qry('things'), (payload) => {
    const { ids, json } = ThingsQuerySchema.parse(payload);
    seen.querySizes.push(ids.length);
    seen.askedJson.push(json === true);
    const held = ids.flatMap((id) => byId.get(id) ?? []);
    if (form === 'objects' || !json) return { records: held };
    return {
      json: held.map((r) => ({
        __id: r.__id,
        theme:
          Array.isArray(r.theme) && r.theme.length === 1 && typeof r.theme[0] === 'string'
            ? r.theme[0]
            : null,
        text: TEXTS.get(r.__id) ?? JSON.stringify(r),
      })),
    };
  });
  return seen;
}

const THEME_1 = recId(9001);
const THEME_2 = recId(9002);
const TEAM_1 = recId(1);
const TEAM_2 = recId(2);
const EVENT = recId(3);
const BROADCAST = recId(4);
const UNKNOWN = recId(777);
const VERBATIM = recId(778);
const NO_ID = recId(779);
TEXTS.set(VERBATIM, `{"n": 1.50, "id": "${VERBATIM}", "__id": "${VERBATIM}", "name": "As stored"}`);

const record = (id: string, fields: Record<string, unknown> = {}): Thing => ({
  __id: id,
  id,
  ...fields,
});
const matchRecords = [
  record(TEAM_1, { name: 'Team One', theme: [THEME_1] }),
  record(TEAM_2, { name: 'Team Two', theme: [THEME_1] }),
  record(EVENT, { name: 'Cup', theme: [THEME_2] }),
  record(THEME_1, { name: 'Blue' }),
  record(THEME_2, { name: 'Red' }),
  ...Array.from({ length: 300 }, (_, i) => record(recId(10_000 + i), { n: i })),
  record(VERBATIM, { n: 1.5, name: 'As stored' }),
];
const broadcastRecords = [record(BROADCAST, { name: 'Main stream', theme: [THEME_1, THEME_2] })];

describe('POST /things', () => {
  let stack: TestStack;
  let match: { querySizes: number[]; askedJson: boolean[] };
  let broadcast: { querySizes: number[]; askedJson: boolean[] };

  beforeAll(async () => {
    stack = await startTestStack();
    match = fakeOwner(stack, 'match', matchRecords);
    broadcast = fakeOwner(stack, 'broadcast', broadcastRecords);
    await stack.bus.connection.flush();
  });
  afterAll(() => stack.stop());

  it.each([
    ['an empty object', {}],
    ['an empty string', { ids: '' }],
    ['only commas', { ids: ' , , ' }],
    ['an empty list', { ids: [] }],
  ])("answers 400 'No IDs supplied' for %s", async (_name, body) => {
    const res = await call(stack, 'POST', '/things', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: 'No IDs supplied' });
  });

  it("answers 400 'No IDs supplied' without a body", async () => {
    const res = await call(stack, 'POST', '/things');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: 'No IDs supplied' });
  });

  it("answers 400 'Too many IDs supplied' for 501 ids", async () => {
    const ids = Array.from({ length: 501 }, (_, i) => recId(i)).join(',');
    const res = await call(stack, 'POST', '/things', { body: { ids } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: 'Too many IDs supplied' });
  });

  it('answers in request order with __id, unknown and malformed ids as {__id}, single themes appended once', async () => {
    const ids = [BROADCAST, TEAM_1, UNKNOWN, 'bad id!', TEAM_2, EVENT, TEAM_1].join(', ');
    const res = await call<Thing[]>(stack, 'POST', '/things', { body: { ids } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { __id: BROADCAST, id: BROADCAST, name: 'Main stream', theme: [THEME_1, THEME_2] },
      { __id: TEAM_1, id: TEAM_1, name: 'Team One', theme: [THEME_1] },
      { __id: UNKNOWN },
      { __id: 'bad id!' },
      { __id: TEAM_2, id: TEAM_2, name: 'Team Two', theme: [THEME_1] },
      { __id: EVENT, id: EVENT, name: 'Cup', theme: [THEME_2] },
      { __id: THEME_1, id: THEME_1, name: 'Blue' },
      { __id: THEME_2, id: THEME_2, name: 'Red' },
    ]);
  });

  it("writes each owner's record text into the answer as it is, having asked for the JSON form", async () => {
    match.askedJson.length = 0;
    const res = await call<Thing[]>(stack, 'POST', '/things', {
      body: { ids: [VERBATIM, TEAM_1] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.text.startsWith(`[${TEXTS.get(VERBATIM)},`)).toBe(true);
    expect(res.body[0]).toEqual({ n: 1.5, id: VERBATIM, __id: VERBATIM, name: 'As stored' });
    expect(match.askedJson.length).toBeGreaterThan(0);
    expect(match.askedJson.every(Boolean)).toBe(true);
  });

  it('accepts ids as a list and does not append a theme that was asked for', async () => {
    const res = await call<Thing[]>(stack, 'POST', '/things', { body: { ids: [THEME_1, TEAM_1] } });
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.__id)).toEqual([THEME_1, TEAM_1]);
  });

  it('asks every owner in chunks of at most 100 ids', async () => {
    match.querySizes.length = 0;
    broadcast.querySizes.length = 0;
    const ids = Array.from({ length: 250 }, (_, i) => recId(10_000 + i));
    const res = await call<Thing[]>(stack, 'POST', '/things', { body: { ids: ids.join(',') } });
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.__id)).toEqual(ids);
    expect(res.body.every((t) => t.id === t.__id)).toBe(true);
    expect(match.querySizes.sort((a, b) => a - b)).toEqual([50, 100, 100]);
    expect(broadcast.querySizes.sort((a, b) => a - b)).toEqual([50, 100, 100]);
  });

  it('asks only the owner that answered an id before, and every owner for ids nobody holds', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => recId(10_000 + i));
    await call(stack, 'POST', '/things', { body: { ids: [...ids, BROADCAST].join(',') } });
    match.querySizes.length = 0;
    broadcast.querySizes.length = 0;
    const again = await call<Thing[]>(stack, 'POST', '/things', {
      body: { ids: [...ids, UNKNOWN, BROADCAST].join(',') },
    });
    expect(again.status).toBe(200);
    expect(again.body.map((t) => t.__id)).toEqual([...ids, UNKNOWN, BROADCAST]);
    expect(again.body.at(-1)).toMatchObject({ name: 'Main stream' });
    const total = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
    // match: its own 250 and the id nobody holds; broadcast: its own broadcast and the id nobody holds.
    expect(total(match.querySizes)).toBe(251);
    expect(total(broadcast.querySizes)).toBe(2);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(stack, 'POST', '/things', { raw: '{"ids": "a,' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: 'The request body is not valid JSON' });
  });

  it('reads a JSON body sent as text/plain', async () => {
    const res = await call<Thing[]>(stack, 'POST', '/things', {
      raw: JSON.stringify({ ids: TEAM_2 }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.__id)).toEqual([TEAM_2, THEME_1]);
  });
});

describe('POST /things with an owner answering objects', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
    fakeOwner(stack, 'match', [...matchRecords, { __id: NO_ID, name: 'No id' }], 'objects');
    fakeOwner(stack, 'broadcast', broadcastRecords);
    await stack.bus.connection.flush();
  });
  afterAll(() => stack.stop());

  it('answers the same records, with id added, and their single themes', async () => {
    const res = await call<Thing[]>(stack, 'POST', '/things', {
      body: { ids: [TEAM_1, NO_ID, BROADCAST, UNKNOWN] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { __id: TEAM_1, id: TEAM_1, name: 'Team One', theme: [THEME_1] },
      { __id: NO_ID, id: NO_ID, name: 'No id' },
      { __id: BROADCAST, id: BROADCAST, name: 'Main stream', theme: [THEME_1, THEME_2] },
      { __id: UNKNOWN },
      { __id: THEME_1, id: THEME_1, name: 'Blue' },
    ]);
  });
});

describe('POST /things with owners down', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('answers 503 {error, message} when no owner answers', async () => {
    const res = await call(stack, 'POST', '/things', { body: { ids: TEAM_1 } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: true,
      message: 'The data server is not available right now. Please try again in a moment.',
    });
  });

  it('still answers malformed ids without asking anyone', async () => {
    const res = await call(stack, 'POST', '/things', { body: { ids: 'not an id!' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ __id: 'not an id!' }]);
  });

  it('answers what the other owners hold when one is down', async () => {
    fakeOwner(stack, 'match', matchRecords); // broadcast-svc stays down
    await stack.bus.connection.flush();
    const res = await call<Thing[]>(stack, 'POST', '/things', {
      body: { ids: [TEAM_1, BROADCAST, 'bad id!'] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('castline-partial')).toBe('1');
    // The broadcast owner's id is marked unavailable (not reported unknown); the theme is still appended.
    expect(res.body).toEqual([
      { __id: TEAM_1, id: TEAM_1, name: 'Team One', theme: [THEME_1] },
      { __id: BROADCAST, __error: 'UNAVAILABLE' },
      { __id: 'bad id!' },
      { __id: THEME_1, id: THEME_1, name: 'Blue' },
    ]);
  });

  it('answers without an owner that hangs, after the owner timeout', async () => {
    answerRequests(
      stack.bus,
      SUBJECTS.broadcast.qry('things'),
      () => new Promise<never>(() => undefined),
    );
    await stack.bus.connection.flush();
    const started = Date.now();
    const res = await call<Thing[]>(stack, 'POST', '/things', {
      body: { ids: [EVENT, BROADCAST] },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((t) => [t.__id, t.__error])).toEqual([
      [EVENT, undefined],
      [BROADCAST, 'UNAVAILABLE'],
      [THEME_2, undefined],
    ]);
    expect(Date.now() - started).toBeLessThan(4500);
  }, 10_000);
});
