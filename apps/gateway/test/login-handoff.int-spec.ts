import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import {
  AUTH_PATHS,
  AUTH_TEXT,
  CodedError,
  CreateHandoffCommandSchema,
  DERIVED,
  HANDOFF_PAGE,
  RedeemHandoffCommandSchema,
  RevokeTokenCommandSchema,
  SERVER_TEXT,
  SUBJECTS,
  ThingsQuerySchema,
  UserQuerySchema,
  VerifyTokenQuerySchema,
  type Actor,
  type CreateHandoffCommand,
  type PublicUser,
} from '@castline/contracts';
import { answerRequests } from '@castline/nest-kit/testing';
import { call, recId, sleep, startTestStack, type TestStack } from './support.js';

/**
 * The sign-in hand-off routes (issue 12 item 1): POST /auth/handoff on the main site and POST /auth/handoff/exchange
 * on a mini-site, against a fake auth-svc that keeps codes like the real one (single use, expiry, one origin) and a
 * fake match-svc that knows one mini-site, `spring`. Every refusal is a coded answer in the auth shape, never a 500.
 */

const PUBLIC_URL = 'http://localhost:8080';
const SPRING = 'http://spring.localhost:8080';
const newToken = () => randomBytes(32).toString('hex');
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

const ada: PublicUser = {
  name: 'Ada',
  avatar: null,
  airtableID: recId(1),
  clients: [],
  website_settings: [],
};
const adaActor: Actor = {
  kind: 'player',
  player_id: ada.airtableID,
  name: 'Ada',
  website_settings: [],
};

interface FakeCode {
  command: CreateHandoffCommand;
  expired: boolean;
  used: boolean;
}

interface FakeAuth {
  /** token → actor, and token → the tokens of its sign-in family (itself included). */
  tokens: Map<string, Actor>;
  families: Map<string, Set<string>>;
  codes: Map<string, FakeCode>;
  creates: CreateHandoffCommand[];
  redeems: { code: string; origin: string }[];
  stopRedeem: () => void;
}

/** auth-svc as the bus sees it: create-handoff, redeem-handoff, verify-token, user and a family-wide revoke-token. */
function registerFakeAuth(stack: TestStack): FakeAuth {
  const fake: Omit<FakeAuth, 'stopRedeem'> = {
    tokens: new Map(),
    families: new Map(),
    codes: new Map(),
    creates: [],
    redeems: [],
  };
  const refused = (why: string) =>
    new CodedError('UNAUTHENTICATED', AUTH_TEXT.handoffRefused, { for_a_developer: why });
  answerRequests(stack.bus, SUBJECTS.auth.cmd('create-handoff'), (payload) => {
    const command = CreateHandoffCommandSchema.parse(payload);
    fake.creates.push(command);
    if (!fake.tokens.has(command.token))
      throw new CodedError('UNAUTHENTICATED', SERVER_TEXT.unknownToken);
    const code = newToken();
    fake.codes.set(code, { command, expired: false, used: false });
    return { code, expires_at: new Date(Date.now() + 60_000).toISOString() };
  });
  const stopRedeem = answerRequests(stack.bus, SUBJECTS.auth.cmd('redeem-handoff'), (payload) => {
    const { code, origin } = RedeemHandoffCommandSchema.parse(payload);
    fake.redeems.push({ code, origin });
    const stored = fake.codes.get(code);
    if (!stored || stored.used) throw refused('unknown or used');
    stored.used = true;
    if (stored.expired) throw refused('expired');
    if (stored.command.origin !== origin) throw refused('another host');
    const family = fake.families.get(stored.command.token) ?? new Set([stored.command.token]);
    const token = newToken();
    family.add(token);
    for (const member of family) fake.families.set(member, family);
    fake.tokens.set(token, adaActor);
    return {
      token,
      expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      user: ada,
      return_path: stored.command.return_path,
    };
  });
  answerRequests(stack.bus, SUBJECTS.auth.qry('verify-token'), (payload) => {
    const { token } = VerifyTokenQuerySchema.parse(payload);
    return { actor: fake.tokens.get(token) ?? null };
  });
  answerRequests(stack.bus, SUBJECTS.auth.qry('user'), (payload) => {
    UserQuerySchema.parse(payload);
    return { user: ada };
  });
  // Like auth-svc: the whole family is revoked, and every other gateway hears each hash on the event.
  answerRequests(stack.bus, SUBJECTS.auth.cmd('revoke-token'), (payload) => {
    const { token } = RevokeTokenCommandSchema.parse(payload);
    const family = fake.families.get(token) ?? new Set([token]);
    const revoked = fake.tokens.has(token);
    for (const member of family) {
      if (fake.tokens.delete(member))
        stack.bus.publish(SUBJECTS.auth.evt('token-revoked'), { token_hash: sha256(member) });
    }
    return { revoked };
  });
  return { ...fake, stopRedeem };
}

/** match-svc's mini-site lookup: `spring` exists; `broken` makes match-svc fail. */
function registerFakeMatch(stack: TestStack): void {
  answerRequests(stack.bus, SUBJECTS.match.qry('things'), (payload) => {
    const { ids } = ThingsQuerySchema.parse(payload);
    if (ids.includes(DERIVED.subdomain('broken'))) {
      throw new CodedError('UNAVAILABLE', SERVER_TEXT.unavailable);
    }
    return {
      records: ids.flatMap((id) =>
        id === DERIVED.subdomain('spring')
          ? [{ __id: id, id: recId(500), __kind: 'subdomain', _original_data_id: 'spring' }]
          : [],
      ),
    };
  });
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** A POST with a chosen Host header (fetch does not let a caller set it), as a browser on that host sends it. */
function postAsHost(
  stack: TestStack,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: stack.gateway.port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: JSON.parse(text) as Record<string, unknown>,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('sign-in hand-off routes (/auth/handoff, /auth/handoff/exchange)', () => {
  let stack: TestStack;
  let fake: FakeAuth;

  beforeAll(async () => {
    stack = await startTestStack({
      PUBLIC_URL,
      TOKEN_CACHE_MS: '600000',
      AUTH_RATE_LIMIT_BURST: '1000',
    });
    fake = registerFakeAuth(stack);
    registerFakeMatch(stack);
    await stack.bus.connection.flush();
  });
  afterAll(() => stack?.stop());

  const signIn = () => {
    const token = newToken();
    fake.tokens.set(token, adaActor);
    return token;
  };
  const handoff = (token: string | null, body: unknown) =>
    call<Record<string, unknown>>(stack, 'POST', AUTH_PATHS.handoff, {
      body,
      headers: token ? { authentication: `Bearer ${token}` } : {},
    });
  const exchange = (
    code: unknown,
    host = 'spring.localhost:8080',
    extra: Record<string, string> = { origin: SPRING },
  ) => postAsHost(stack, AUTH_PATHS.handoffExchange, { code }, { host, ...extra });
  const codeOf = (url: unknown) => new URL(String(url)).hash.replace(/^#code=/, '');
  const refusedBody = {
    error: true,
    message: AUTH_TEXT.handoffRefused,
    code: 'UNAUTHENTICATED',
    for_a_developer: expect.any(String),
  };

  it("makes a code for an event's mini-site and answers that host's hand-off page with the code in the fragment", async () => {
    const token = signIn();
    const res = await handoff(token, { return: `${SPRING}/schedule?x=1#top` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      url: expect.stringMatching(
        new RegExp(`^${SPRING.replace(/\./g, '\\.')}${HANDOFF_PAGE}#code=[0-9a-f]{64}$`),
      ),
    });
    expect(fake.creates.at(-1)).toEqual({
      token,
      origin: SPRING,
      return_path: '/schedule?x=1#top',
    });
  });

  it('exchanges the code on the mini-site for a token of its own, the user and the return path; the token signs in', async () => {
    const { body } = await handoff(signIn(), { return: `${SPRING}/settings` });
    const res = await exchange(codeOf(body['url']));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      expires_at: expect.any(String),
      user: ada,
      return_to: '/settings',
    });
    expect(fake.redeems.at(-1)?.origin).toBe(SPRING);
    const login = await call(stack, 'POST', AUTH_PATHS.login, {
      body: { token: res.body['token'] },
    });
    expect(login.body).toEqual({ user: ada });
  });

  it('takes the origin from the host name only (an edge proxy may drop the port from Host)', async () => {
    const { body } = await handoff(signIn(), { return: `${SPRING}/` });
    const res = await exchange(codeOf(body['url']), 'spring.localhost');
    expect(res.status).toBe(200);
    expect(fake.redeems.at(-1)?.origin).toBe(SPRING);
  });

  it('refuses a reused code with 401 and the coded refusal', async () => {
    const { body } = await handoff(signIn(), { return: `${SPRING}/` });
    const code = codeOf(body['url']);
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(refusedBody);
  });

  it('refuses an expired code, an unknown code and a code made for another mini-site', async () => {
    const { body } = await handoff(signIn(), { return: `${SPRING}/` });
    const code = codeOf(body['url']);
    fake.codes.get(code)!.expired = true;
    await expect(exchange(code)).resolves.toMatchObject({ status: 401, body: refusedBody });
    await expect(exchange('a'.repeat(64))).resolves.toMatchObject({
      status: 401,
      body: refusedBody,
    });
    // a code for spring redeemed on autumn (auth-svc compares the origins)
    const other = codeOf((await handoff(signIn(), { return: `${SPRING}/` })).body['url']);
    await expect(
      exchange(other, 'autumn.localhost:8080', { origin: 'http://autumn.localhost:8080' }),
    ).resolves.toMatchObject({ status: 401, body: refusedBody });
  });

  it.each([
    ['a code that is not hex', 'not-a-code'],
    ['a code that is too long', 'a'.repeat(600)],
    ['an upper-case code', 'A'.repeat(64)],
  ])('refuses %s with 401, without asking auth-svc', async (_name, code) => {
    const before = fake.redeems.length;
    await expect(exchange(code)).resolves.toMatchObject({ status: 401, body: refusedBody });
    expect(fake.redeems.length).toBe(before);
  });

  it.each([
    ['the main site', 'localhost:8080', { origin: PUBLIC_URL }],
    ['a host the site does not serve', 'evil.test', { origin: 'http://evil.test' }],
    ['a nested subdomain', 'a.spring.localhost:8080', {}],
    ['an Origin of another host', 'spring.localhost:8080', { origin: 'http://evil.test' }],
  ])('refuses an exchange on %s with 401, without asking auth-svc', async (_name, host, extra) => {
    const before = fake.redeems.length;
    const res = await exchange('b'.repeat(64), host, extra);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusedBody);
    expect(fake.redeems.length).toBe(before);
  });

  it.each([
    ['no code', {}],
    ['an empty code', { code: '' }],
    ['a code that is not a string', { code: 7 }],
  ])("answers an exchange with %s with 400 'Empty authentication request'", async (_name, body) => {
    const res = await postAsHost(stack, AUTH_PATHS.handoffExchange, body, {
      host: 'spring.localhost:8080',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: true,
      message: SERVER_TEXT.emptyAuth,
      code: 'BAD_REQUEST',
    });
  });

  it.each([
    ['another site', 'https://evil.test/steal', 'are accepted'],
    ['a look-alike', 'http://spring.localhost.evil.test:8080/', 'are accepted'],
    ['another port', 'http://spring.localhost:9999/', 'are accepted'],
    ['the main site itself', `${PUBLIC_URL}/profile`, 'needs no hand-off'],
    ['a path', '/profile', 'needs no hand-off'],
    ['a subdomain no event has', 'http://autumn.localhost:8080/', 'No event has the subdomain'],
    ['nothing', undefined, 'are accepted'],
  ])('refuses a hand-off to %s with 400, and makes no code', async (_name, target, why) => {
    const before = fake.creates.length;
    const res = await handoff(signIn(), { return: target });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: true,
      message: AUTH_TEXT.returnNotServed,
      code: 'BAD_REQUEST',
      for_a_developer: expect.stringContaining(why),
    });
    expect(fake.creates.length).toBe(before);
  });

  it("refuses a hand-off without a token (400) or with an unknown one (401 'Unknown token')", async () => {
    const none = await handoff(null, { return: `${SPRING}/` });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: true, message: SERVER_TEXT.emptyAuth });
    for (const bad of [newToken(), 'x'.repeat(300)]) {
      const res = await handoff(bad, { return: `${SPRING}/` });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: true,
        message: SERVER_TEXT.unknownToken,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('answers 503 in the same shape when match-svc cannot say whether the mini-site exists', async () => {
    const res = await handoff(signIn(), { return: 'http://broken.localhost:8080/' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: true, code: 'UNAVAILABLE' });
  });

  it('logout on the mini-site signs the main site out too (the family is revoked; the gateway hears every hash)', async () => {
    const main = signIn();
    const auth = { authentication: `Bearer ${main}` };
    // warm this gateway's actor cache for the main site's token (TOKEN_CACHE_MS is 10 minutes here)
    await expect(
      call(stack, 'POST', AUTH_PATHS.login, { body: { token: main } }),
    ).resolves.toMatchObject({
      body: { user: ada },
    });
    const { body } = await handoff(main, { return: `${SPRING}/` });
    const mini = String((await exchange(codeOf(body['url']))).body['token']);
    await expect(
      call(stack, 'POST', AUTH_PATHS.logout, { body: { token: mini } }),
    ).resolves.toMatchObject({ body: { ok: true, revoked: true } });
    expect(fake.tokens.has(main)).toBe(false);
    // the cached actor goes when the revocation event arrives
    const loginMessage = async () =>
      (
        await call<Record<string, unknown>>(stack, 'POST', AUTH_PATHS.login, {
          body: { token: main },
        })
      ).body['message'];
    let message = await loginMessage();
    for (let i = 0; i < 100 && message !== SERVER_TEXT.unknownToken; i += 1) {
      await sleep(20);
      message = await loginMessage();
    }
    expect(message).toBe(SERVER_TEXT.unknownToken);
    const refused = await call(stack, 'POST', '/actions/update-broadcast', {
      body: { title: 'x' },
      headers: auth,
    });
    expect(refused.status).toBe(401);
  });

  it('answers 503, never a 500, when auth-svc does not answer the exchange', async () => {
    const { body } = await handoff(signIn(), { return: `${SPRING}/` });
    fake.stopRedeem();
    await stack.bus.connection.flush();
    const res = await exchange(codeOf(body['url']));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: true, code: 'UNAVAILABLE' });
  });
});
