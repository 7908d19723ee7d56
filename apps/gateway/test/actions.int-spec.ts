import {
  CodedError,
  CommandRequestSchema,
  SERVER_TEXT,
  SUBJECTS,
  VerifyTokenQuerySchema,
  type Actor,
  type CommandRequest,
} from '@castline/contracts';
import { createHash } from 'node:crypto';
import { call, recId, sleep, startTestStack, type TestStack } from './support.js';
import { answerRequests, waitFor } from '@castline/nest-kit/testing';

const MATCH = recId(42);
const alice: Actor = { kind: 'player', player_id: recId(1), name: 'Alice', website_settings: [] };
const bob: Actor = { kind: 'player', player_id: recId(2), name: 'Bob', website_settings: [] };

interface Fakes {
  tokens: Map<string, Actor>;
  verifyCalls: string[];
  commands: { request: CommandRequest; requestId: string }[];
}

/** Fake auth-svc (verify-token) and match-svc (update-match-data: Bob is refused). */
function registerFakes(stack: TestStack): Fakes {
  const fakes: Fakes = {
    tokens: new Map([
      ['alice-token', alice],
      ['bob-token', bob],
    ]),
    verifyCalls: [],
    commands: [],
  };
  answerRequests(stack.bus, SUBJECTS.auth.qry('verify-token'), (payload) => {
    const { token } = VerifyTokenQuerySchema.parse(payload);
    fakes.verifyCalls.push(token);
    return { actor: fakes.tokens.get(token) ?? null };
  });
  answerRequests(stack.bus, SUBJECTS.match.cmd('update-match-data'), (payload, ctx) => {
    const request = CommandRequestSchema.parse(payload);
    fakes.commands.push({ request, requestId: ctx.requestId });
    if (request.actor.player_id === bob.player_id)
      throw new CodedError('FORBIDDEN', SERVER_TEXT.noMatchPermission);
    const body = request.body as { matchID: string; updatedData: Record<string, unknown> };
    return { match: body.matchID, changed: Object.keys(body.updatedData) };
  });
  return fakes;
}

const validBody = { matchID: MATCH, updatedData: { score_1: 2, score_2: 1 } };
const auth = (token: string) => ({ authentication: `Bearer ${token}` });

describe('POST /actions/:name', () => {
  let stack: TestStack;
  let fakes: Fakes;

  beforeAll(async () => {
    stack = await startTestStack({ TOKEN_CACHE_MS: '60000' });
    fakes = registerFakes(stack);
    await stack.bus.connection.flush();
  });
  afterAll(() => stack.stop());

  it('answers an unknown action with a 404 envelope', async () => {
    const res = await call(stack, 'POST', '/actions/drop-tables', {
      body: {},
      headers: auth('alice-token'),
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: true,
      errorMessage: 'Unknown action',
      code: 'UNKNOWN_ACTION',
      data: null,
    });
  });

  it("answers 401 'Unknown token' without a token", async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', { body: validBody });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: true,
      errorMessage: 'Unknown token',
      code: 'UNAUTHENTICATED',
      data: null,
    });
  });

  it("answers 401 'Unknown token' for a token auth-svc does not know", async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: validBody,
      headers: auth('nobody'),
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errorMessage: 'Unknown token', code: 'UNAUTHENTICATED' });
  });

  it('answers 400 naming the field of a bad body, without calling the service', async () => {
    const before = fakes.commands.length;
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: { matchID: 'not-a-record', updatedData: { score_1: 1 } },
      headers: auth('alice-token'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: true,
      errorMessage: 'matchID: Not a record id',
      code: 'BAD_REQUEST',
      data: null,
    });
    expect(fakes.commands.length).toBe(before);
  });

  it('rejects an unknown body key, naming it', async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: { ...validBody, updatedData: { score_1: 1, drop: true } },
      headers: auth('alice-token'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_REQUEST',
      errorMessage: 'updatedData: Unknown field "drop"',
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      raw: '{"matchID":',
      headers: auth('alice-token'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: true,
      errorMessage: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
      data: null,
    });
  });

  it('answers 400, not 500, for a body over 1 MB', async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: { ...validBody, padding: 'x'.repeat(1_100_000) },
      headers: auth('alice-token'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, code: 'BAD_REQUEST' });
  });

  it("passes the service's coded refusal on as 403", async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: validBody,
      headers: auth('bob-token'),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: true,
      errorMessage: "You don't have permission to edit this match",
      code: 'FORBIDDEN',
      data: null,
    });
  });

  it('sends {actor, body} to the owning service and answers its data in the envelope', async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: validBody,
      headers: { ...auth('alice-token'), 'x-request-id': 'req-update-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: false,
      errorMessage: null,
      code: null,
      data: { match: MATCH, changed: ['score_1', 'score_2'] },
    });
    expect(res.headers.get('x-request-id')).toBe('req-update-1');
    const last = fakes.commands.at(-1);
    expect(last?.request).toEqual({ actor: alice, body: validBody });
    expect(last?.requestId).toBe('req-update-1');
  });

  it('forwards the Idempotency-Key header to the owning service', async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: validBody,
      headers: { ...auth('alice-token'), 'idempotency-key': 'press-7f3a' },
    });
    expect(res.status).toBe(200);
    expect(fakes.commands.at(-1)?.request).toEqual({
      actor: alice,
      body: validBody,
      idempotency_key: 'press-7f3a',
    });
  });

  it.each([
    ['an empty key', ''],
    ['a key with spaces', 'press 7'],
    ['a key over 200 characters', 'k'.repeat(201)],
  ])('answers 400 for %s, without calling the service', async (_label, key) => {
    const before = fakes.commands.length;
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: validBody,
      headers: { ...auth('alice-token'), 'idempotency-key': key },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, code: 'BAD_REQUEST' });
    expect(fakes.commands.length).toBe(before);
  });

  it('accepts the token in the Authorization header too', async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: validBody,
      headers: { authorization: 'Bearer alice-token' },
    });
    expect(res.status).toBe(200);
  });

  it('answers 503 when the owning service does not answer', async () => {
    const res = await call(stack, 'POST', '/actions/update-broadcast', {
      body: { title: 'Live' },
      headers: auth('alice-token'),
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      error: true,
      code: 'UNAVAILABLE',
      errorMessage: SERVER_TEXT.unavailable,
    });
  });

  it('caches the actor per token and forgets it when the token is revoked', async () => {
    fakes.tokens.set('carol-token', { ...alice, name: 'Carol' });
    const countCarol = () => fakes.verifyCalls.filter((t) => t === 'carol-token').length;
    for (let i = 0; i < 3; i++) {
      const res = await call(stack, 'POST', '/actions/update-match-data', {
        body: validBody,
        headers: auth('carol-token'),
      });
      expect(res.status).toBe(200);
    }
    expect(countCarol()).toBe(1);

    fakes.tokens.delete('carol-token');
    const tokenHash = createHash('sha256').update('carol-token').digest('hex');
    stack.bus.publish(SUBJECTS.auth.evt('token-revoked'), { token_hash: tokenHash });
    await stack.bus.connection.flush();
    await sleep(100); // let the gateway receive the event
    const res = await call(stack, 'POST', '/actions/update-match-data', {
      body: validBody,
      headers: auth('carol-token'),
    });
    expect(res.status).toBe(401);
    expect(countCarol()).toBe(2);
  });

  it('asks auth-svc once for concurrent calls with the same new token', async () => {
    fakes.tokens.set('dave-token', { ...alice, name: 'Dave' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(stack, 'POST', '/actions/update-match-data', {
          body: validBody,
          headers: auth('dave-token'),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(fakes.verifyCalls.filter((t) => t === 'dave-token')).toHaveLength(1);
  });
});

describe('POST /actions token refresh-ahead', () => {
  let stack: TestStack;
  let fakes: Fakes;
  // Past half of the 2 s cache time, a call is answered from the cache and refreshes it.
  beforeAll(async () => {
    stack = await startTestStack({ TOKEN_CACHE_MS: '2000' });
    fakes = registerFakes(stack);
    await stack.bus.connection.flush();
  });
  afterAll(() => stack.stop());
  const press = (token: string) =>
    call(stack, 'POST', '/actions/update-match-data', { body: validBody, headers: auth(token) });

  it('answers from the cache past half its time and verifies the token again in the background', async () => {
    fakes.tokens.set('erin-token', { ...alice, name: 'Erin' });
    const countErin = () => fakes.verifyCalls.filter((t) => t === 'erin-token').length;
    const first = Date.now();
    expect((await press('erin-token')).status).toBe(200);
    expect(countErin()).toBe(1);
    await sleep(1600 - (Date.now() - first)); // 80% of the 2 s: due for a refresh
    expect((await press('erin-token')).status).toBe(200);
    await waitFor(() => countErin() === 2, 2000, 'the background verify');
    // Renewed at ~1.6 s: at ~2.2 s the first entry would have expired, the renewed one is not even due yet.
    await sleep(2200 - (Date.now() - first));
    expect((await press('erin-token')).status).toBe(200);
    expect(countErin()).toBe(2);
  });

  it('drops the token when the background verify finds it gone', async () => {
    fakes.tokens.set('fay-token', { ...alice, name: 'Fay' });
    expect((await press('fay-token')).status).toBe(200);
    await sleep(1100);
    fakes.tokens.delete('fay-token');
    const countFay = () => fakes.verifyCalls.filter((t) => t === 'fay-token').length;
    expect((await press('fay-token')).status).toBe(200); // still cached: answered at once
    await waitFor(() => countFay() === 2, 2000, 'the background verify');
    await sleep(50);
    expect((await press('fay-token')).status).toBe(401);
  });
});

describe('POST /actions rate limit', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('answers 429 envelopes with Retry-After beyond the burst from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 90 }, () => call(stack, 'POST', '/actions/nothing-here', { body: {} })),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 404).length).toBeGreaterThanOrEqual(60);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.body).toEqual({
      error: true,
      errorMessage: 'Too many requests. Please slow down and try again.',
      code: 'RATE_LIMITED',
      data: null,
    });
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('keeps /things on its own budget (not spent by /actions)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, () =>
        call(stack, 'POST', '/things', { body: { ids: 'bad id!' } }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});
