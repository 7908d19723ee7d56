import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  ACTIONS,
  AUTH_TEXT,
  CodedError,
  DERIVED,
  DiscordLoginCommandSchema,
  RevokeTokenCommandSchema,
  SUBJECTS,
  ThingsQuerySchema,
  UserQuerySchema,
  VerifyTokenQuerySchema,
  type Actor,
  type PublicUser,
} from '@castline/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test only: the shared fake Discord of tests/fakes runs in-process
import { startFakeDiscord, type FakeDiscord } from '../../../tests/fakes/discord/fake-discord.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test only: the fake's browser helper
import { pickAccount } from '../../../tests/fakes/discord/browse.mjs';
import { call, recId, startTestStack, type HttpAnswer, type TestStack } from './support.js';
import { answerRequests } from '@castline/nest-kit/testing';

const PUBLIC_URL = 'http://localhost:8080';
const RETURN_URI = `${PUBLIC_URL}/auth/discord/return`;
const newToken = () => randomBytes(32).toString('hex');

interface FakeAuth {
  tokens: Map<string, Actor>;
  users: Map<string, PublicUser>;
  logins: { code: string; redirect_uri: string }[];
  /** Action subjects the fake services were asked on. */
  actionCalls: string[];
  /** The Discord code auth-svc accepts (one fresh token per use). */
  goodCode: string;
}

const ada: PublicUser = {
  name: 'Ada',
  avatar: null,
  airtableID: recId(1),
  clients: [recId(900)],
  website_settings: ['Full broadcast permissions'],
};
const adaActor: Actor = {
  kind: 'player',
  player_id: ada.airtableID,
  name: 'Ada',
  website_settings: ada.website_settings,
};

/**
 * auth-svc played by the test bus: discord-login (one good code; 'refused-code' is refused by "Discord";
 * 'down-code' finds Discord unavailable), verify-token, user, and revoke-token WITHOUT the revocation event, so
 * the tests prove the gateway drops its own cache on logout.
 */
function registerFakeAuth(stack: TestStack): FakeAuth {
  const fake: FakeAuth = {
    tokens: new Map(),
    users: new Map([[ada.airtableID, ada]]),
    logins: [],
    actionCalls: [],
    goodCode: '',
  };
  answerRequests(stack.bus, SUBJECTS.auth.cmd('discord-login'), (payload) => {
    const command = DiscordLoginCommandSchema.parse(payload);
    fake.logins.push(command);
    if (command.code === 'refused-code') {
      throw new CodedError('UNAUTHENTICATED', AUTH_TEXT.loginRejected, {
        for_a_developer:
          'Discord POST /oauth2/token answered 400 (invalid_grant: Invalid "code" in request.)',
      });
    }
    if (command.code === 'down-code') {
      throw new CodedError('UNAVAILABLE', AUTH_TEXT.discordUnavailable, {
        for_a_developer: 'Discord POST /oauth2/token: the request failed',
      });
    }
    if (command.code !== fake.goodCode)
      throw new CodedError('UNAUTHENTICATED', AUTH_TEXT.loginRejected);
    const token = newToken();
    fake.tokens.set(token, adaActor);
    return { token, expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(), user: ada };
  });
  answerRequests(stack.bus, SUBJECTS.auth.qry('verify-token'), (payload) => {
    const { token } = VerifyTokenQuerySchema.parse(payload);
    return { actor: fake.tokens.get(token) ?? null };
  });
  answerRequests(stack.bus, SUBJECTS.auth.qry('user'), (payload) => {
    const { player_id } = UserQuerySchema.parse(payload);
    const user = fake.users.get(player_id);
    if (!user) throw new CodedError('NOT_FOUND', 'Unknown user');
    return { user };
  });
  answerRequests(stack.bus, SUBJECTS.auth.cmd('revoke-token'), (payload) => {
    const { token } = RevokeTokenCommandSchema.parse(payload);
    return { revoked: fake.tokens.delete(token) };
  });
  for (const action of Object.values(ACTIONS)) {
    answerRequests(stack.bus, action.subject, () => {
      fake.actionCalls.push(action.subject);
      return { ok: 'done' };
    });
  }
  return fake;
}

const setCookies = (res: HttpAnswer) => res.headers.getSetCookie();
const cookieHeader = (res: HttpAnswer) =>
  setCookies(res)
    .map((c) => c.split(';')[0])
    .join('; ');
const post = (
  stack: TestStack,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => call<Record<string, unknown>>(stack, 'POST', path, { body, headers });

describe('login routes (/auth/*) with a fake auth-svc and the fake Discord', () => {
  let stack: TestStack;
  let fake: FakeAuth;
  let discord: FakeDiscord;
  let dist: string;

  beforeAll(async () => {
    discord = await startFakeDiscord({
      users: [{ id: '285161815021646928', username: 'ada', global_name: 'Ada', avatar: null }],
      redirectUris: [RETURN_URI],
    });
    dist = mkdtempSync(join(tmpdir(), 'castline-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Castline SPA</title>');
    stack = await startTestStack({
      PUBLIC_URL,
      DISCORD_CLIENT_ID: discord.clientId,
      DISCORD_AUTHORIZE_URL: `${discord.url}/oauth2/authorize`,
      TOKEN_CACHE_MS: '600000',
      WEB_DIST: dist,
      AUTH_RATE_LIMIT_BURST: '1000',
    });
    fake = registerFakeAuth(stack);
    // match-svc's mini-site lookup: only the event with subdomain `spring` exists (issue 12 item 1)
    answerRequests(stack.bus, SUBJECTS.match.qry('things'), (payload) => {
      const { ids } = ThingsQuerySchema.parse(payload);
      return {
        records: ids.flatMap((id) =>
          id === DERIVED.subdomain('spring')
            ? [{ __id: id, id: recId(500), __kind: 'subdomain', _original_data_id: 'spring' }]
            : [],
        ),
      };
    });
    await stack.bus.connection.flush();
  });
  afterAll(async () => {
    await stack?.stop();
    await discord?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The whole browser flow up to the code: redirect → fake authorize page → pick → back at /auth/discord/return. */
  const startLogin = async (returnTo = '/schedule') => {
    const res = await fetch(
      `${stack.gateway.url}/auth/discord/redirect?return=${encodeURIComponent(returnTo)}`,
      { redirect: 'manual' },
    );
    const answer: HttpAnswer = {
      status: res.status,
      headers: res.headers,
      body: null,
      text: await res.text(),
    };
    const location = res.headers.get('location') ?? '';
    const back = await pickAccount(location, '285161815021646928');
    return { answer, location: new URL(location), back, cookie: cookieHeader(answer) };
  };

  it('redirects to the Discord authorize page with scope identify, code, prompt none, the return URI and a state cookie', async () => {
    const { answer, location, back } = await startLogin();
    expect(answer.status).toBe(302);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(location.origin + location.pathname).toBe(`${discord.url}/oauth2/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toEqual({
      client_id: discord.clientId,
      redirect_uri: RETURN_URI,
      response_type: 'code',
      scope: 'identify',
      prompt: 'none',
      state: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const cookies = setCookies(answer);
    expect(cookies).toEqual([
      `castline_oauth_state=${params['state']}; Path=/auth; Max-Age=600; SameSite=Lax; HttpOnly`,
      `castline_oauth_return=%2Fschedule; Path=/auth; Max-Age=600; SameSite=Lax; HttpOnly`,
    ]);
    expect(back.origin + back.pathname).toBe(RETURN_URI);
    expect(back.searchParams.get('state')).toBe(params['state']);
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]+$/);
  });

  it('serves the web app at /auth/discord/return (the SPA reads the code there)', async () => {
    const res = await call(stack, 'GET', '/auth/discord/return?code=abc&state=def');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Castline SPA');
  });

  it('exchanges the code through auth-svc with the return URI: token, user and return_to; the login cookies are cleared', async () => {
    const { back, cookie } = await startLogin('http://spring.localhost:8080/bracket');
    fake.goodCode = back.searchParams.get('code') ?? '';
    const res = await post(
      stack,
      '/auth/discord-login',
      { code: fake.goodCode, state: back.searchParams.get('state') },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      expires_at: expect.any(String),
      user: ada,
      return_to: 'http://spring.localhost:8080/bracket',
    });
    expect(fake.logins.at(-1)).toEqual({ code: fake.goodCode, redirect_uri: RETURN_URI });
    expect(setCookies(res)).toEqual([
      'castline_oauth_state=; Path=/auth; Max-Age=0; SameSite=Lax; HttpOnly',
      'castline_oauth_return=; Path=/auth; Max-Age=0; SameSite=Lax; HttpOnly',
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('drops a return URL to another site', async () => {
    const { back, cookie, answer } = await startLogin('https://evil.test/steal');
    expect(setCookies(answer)[1]).toBe(
      'castline_oauth_return=; Path=/auth; Max-Age=0; SameSite=Lax; HttpOnly',
    );
    fake.goodCode = back.searchParams.get('code') ?? '';
    const res = await post(
      stack,
      '/auth/discord-login',
      { code: fake.goodCode, state: back.searchParams.get('state') },
      { cookie },
    );
    expect(res.body['return_to']).toBeNull();
  });

  it.each([
    ['a subdomain no event has', 'http://autumn.localhost:8080/bracket'],
    ['a nested subdomain', 'http://a.spring.localhost:8080/'],
    ['another port', 'http://spring.localhost:9999/'],
  ])(
    'drops a return URL to %s (only the mini-sites of events are served)',
    async (_name, target) => {
      const { answer } = await startLogin(target);
      expect(setCookies(answer)[1]).toBe(
        'castline_oauth_return=; Path=/auth; Max-Age=0; SameSite=Lax; HttpOnly',
      );
    },
  );

  it.each([
    ['no state cookie', () => ({ cookie: '' }), 'No login state cookie'],
    [
      'a state that differs from the cookie',
      () => ({ cookie: `castline_oauth_state=${'a'.repeat(64)}` }),
      'differs',
    ],
  ])(
    'refuses a code with %s (login CSRF), without asking auth-svc',
    async (_name, headers, detail) => {
      const before = fake.logins.length;
      const res = await post(
        stack,
        '/auth/discord-login',
        { code: 'some-code', state: 'b'.repeat(64) },
        headers(),
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        error: true,
        message: AUTH_TEXT.loginExpired,
        code: 'UNAUTHENTICATED',
        for_a_developer: expect.stringContaining(detail),
      });
      expect(fake.logins.length).toBe(before);
    },
  );

  it("answers auth-svc's refusal with 200 {error, message, code, for_a_developer}", async () => {
    const { back, cookie } = await startLogin();
    const res = await post(
      stack,
      '/auth/discord-login',
      { code: 'refused-code', state: back.searchParams.get('state') },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: true,
      message: AUTH_TEXT.loginRejected,
      code: 'UNAUTHENTICATED',
      for_a_developer:
        'Discord POST /oauth2/token answered 400 (invalid_grant: Invalid "code" in request.)',
    });
  });

  it('answers Discord being down with 503 in the same shape', async () => {
    const { back, cookie } = await startLogin();
    const res = await post(
      stack,
      '/auth/discord-login',
      { code: 'down-code', state: back.searchParams.get('state') },
      { cookie },
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: true,
      message: AUTH_TEXT.discordUnavailable,
      code: 'UNAVAILABLE',
      for_a_developer: 'Discord POST /oauth2/token: the request failed',
    });
  });

  it.each([
    ['/auth/discord-login', {}],
    ['/auth/discord-login', { code: '' }],
    ['/auth/discord-login', { code: '   ', state: 'x' }],
    ['/auth/discord-login', { code: 7 }],
    ['/auth/login', {}],
    ['/auth/login', { token: '' }],
    ['/auth/login', { token: null }],
    ['/auth/logout', {}],
  ])("answers %s %j with 'Empty authentication request'", async (path, body) => {
    const res = await post(stack, path, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: true,
      message: 'Empty authentication request',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a body that is not JSON with 400 in the auth shape', async () => {
    const res = await call(stack, 'POST', '/auth/login', { raw: '{"token":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: true,
      message: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
    });
  });

  it("logs in with a stored token: {user}; unknown, malformed and orphaned tokens are 'Unknown token'", async () => {
    const token = newToken();
    fake.tokens.set(token, adaActor);
    await expect(post(stack, '/auth/login', { token })).resolves.toMatchObject({
      status: 200,
      body: { user: ada },
    });
    for (const bad of [newToken(), 'x'.repeat(600), 'not hex']) {
      const res = await post(stack, '/auth/login', { token: bad });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ error: true, message: 'Unknown token', code: 'UNAUTHENTICATED' });
    }
    const orphan = newToken();
    fake.tokens.set(orphan, { ...adaActor, player_id: recId(77) });
    await expect(post(stack, '/auth/login', { token: orphan })).resolves.toMatchObject({
      body: { error: true, message: 'Unknown token' },
    });
  });

  it('logs out: the token is refused at once by this gateway (no revocation event needed), everywhere', async () => {
    const token = newToken();
    fake.tokens.set(token, adaActor);
    const auth = { authentication: `Bearer ${token}` };
    // warm the actor cache (TOKEN_CACHE_MS is 10 minutes here)
    await expect(
      call(stack, 'POST', '/actions/update-broadcast', { body: { title: 'x' }, headers: auth }),
    ).resolves.toMatchObject({ status: 200 });
    await expect(post(stack, '/auth/logout', { token })).resolves.toMatchObject({
      status: 200,
      body: { ok: true, revoked: true },
    });
    const refused = await call(stack, 'POST', '/actions/update-broadcast', {
      body: { title: 'x' },
      headers: auth,
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ errorMessage: 'Unknown token' });
    await expect(post(stack, '/auth/login', { token })).resolves.toMatchObject({
      body: { error: true, message: 'Unknown token' },
    });
    await expect(post(stack, '/auth/logout', { token })).resolves.toMatchObject({
      body: { ok: true, revoked: false },
    });
  });

  it('accepts the token to log out in the Bearer header too', async () => {
    const token = newToken();
    fake.tokens.set(token, adaActor);
    await expect(
      post(stack, '/auth/logout', {}, { authentication: `Bearer ${token}` }),
    ).resolves.toMatchObject({ body: { ok: true, revoked: true } });
  });

  describe('every action (ACTIONS) under one permission model at the gateway', () => {
    const names = Object.keys(ACTIONS);
    it('covers every registered action', () => {
      expect(names).toEqual(
        expect.arrayContaining(['update-match-data', 'update-broadcast', 'update-profile-data']),
      );
    });

    it.each(names)(
      "%s: no token and a revoked token are 401 'Unknown token', and the service is never asked",
      async (name) => {
        const before = fake.actionCalls.length;
        const token = newToken();
        fake.tokens.set(token, adaActor);
        const noToken = await call(stack, 'POST', `/actions/${name}`, { body: {} });
        expect(noToken.status).toBe(401);
        expect(noToken.body).toEqual({
          error: true,
          errorMessage: 'Unknown token',
          code: 'UNAUTHENTICATED',
          data: null,
        });
        await post(stack, '/auth/logout', { token });
        const revoked = await call(stack, 'POST', `/actions/${name}`, {
          body: {},
          headers: { authentication: `Bearer ${token}` },
        });
        expect(revoked.status).toBe(401);
        expect(revoked.body).toMatchObject({ errorMessage: 'Unknown token' });
        expect(fake.actionCalls.length).toBe(before);
      },
    );
  });
});

describe('login routes without Discord configured, and the /auth rate limit', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ AUTH_RATE_LIMIT_BURST: '5', AUTH_RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(() => stack.stop());

  it('answers the redirect with 503 "not configured" when DISCORD_CLIENT_ID is unset', async () => {
    const res = await call(stack, 'GET', '/auth/discord/redirect');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      error: true,
      message: AUTH_TEXT.discordNotConfigured,
      code: 'UNAVAILABLE',
    });
  });

  it('limits /auth calls per address with 429 in the auth shape and Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(stack, 'POST', '/auth/login', { body: {} })),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(limited[0]?.body).toEqual({
      error: true,
      message: 'Too many requests. Please slow down and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('does not count /actions calls against the /auth limit', async () => {
    const res = await call(stack, 'POST', '/actions/update-match-data', { body: {} });
    expect(res.status).toBe(401);
  });
});
