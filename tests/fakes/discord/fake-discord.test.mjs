// The fake Discord on its own (node --test tests/fakes/discord/): the OAuth2 shapes and refusals it promises.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startFakeDiscord } from './fake-discord.mjs';
import { listAccountLinks, pickAccount } from './browse.mjs';

const REDIRECT = 'http://localhost:8080/auth/discord/return';
const ADA = {
  id: '100000000000000001',
  username: 'ada',
  global_name: 'Ada <Admin>',
  avatar: 'abc',
};

describe('fake Discord', () => {
  let fake;
  let clock = 1_000_000;
  before(async () => {
    fake = await startFakeDiscord({
      users: [ADA, { id: '2', username: 'bob', global_name: null, avatar: null }],
      redirectUris: [REDIRECT],
      now: () => clock,
    });
  });
  after(() => fake.stop());

  const authorizeUrl = (overrides = {}) => {
    const params = {
      client_id: fake.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'identify',
      prompt: 'none',
      state: 's1',
      ...overrides,
    };
    const url = new URL(`${fake.url}/oauth2/authorize`);
    for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
    return url;
  };
  const exchange = (fields, headers = {}) =>
    fetch(`${fake.url}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    });
  const form = (code, extra = {}) => ({
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    ...extra,
  });
  const codeFor = async (id = ADA.id) =>
    (await pickAccount(authorizeUrl(), id)).searchParams.get('code');

  it('lists the accounts (escaped) and redirects back with a code and the state', async () => {
    const res = await fetch(authorizeUrl());
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.match(html, /Ada &lt;Admin&gt;/);
    assert.match(html, /@bob/);
    assert.deepEqual(
      listAccountLinks(html).map((l) => l.discordId),
      [ADA.id, '2'],
    );
    const back = await pickAccount(authorizeUrl(), ADA.id);
    assert.equal(back.origin + back.pathname, REDIRECT);
    assert.equal(back.searchParams.get('state'), 's1');
    assert.match(back.searchParams.get('code'), /^[0-9a-f]{30}$/);
  });

  for (const [name, overrides, text] of [
    ['an unknown client_id', { client_id: 'nope' }, 'Unknown client_id'],
    ['no redirect_uri', { redirect_uri: undefined }, 'redirect_uri is required'],
    ['an unregistered redirect_uri', { redirect_uri: 'http://evil.test/cb' }, 'not registered'],
    ['response_type token', { response_type: 'token' }, 'Unsupported response_type'],
    ['no scope', { scope: undefined }, 'scope is required'],
    ['another scope', { scope: 'identify email' }, 'Unsupported scope &quot;email&quot;'],
  ]) {
    it(`shows a readable error page for ${name}`, async () => {
      const res = await fetch(authorizeUrl(overrides));
      assert.equal(res.status, 400);
      assert.match(await res.text(), new RegExp(text));
    });
  }

  it('sends access_denied back when the user cancels', async () => {
    const html = await (await fetch(authorizeUrl())).text();
    const cancel = /<a class="cancel" href="([^"]+)"/.exec(html)[1].replace(/&amp;/g, '&');
    const res = await fetch(new URL(cancel, fake.url), { redirect: 'manual' });
    const back = new URL(res.headers.get('location'));
    assert.equal(back.searchParams.get('error'), 'access_denied');
    assert.equal(back.searchParams.get('state'), 's1');
  });

  it('exchanges a code once for a Bearer token that reads /users/@me (also on /api/v10)', async () => {
    const res = await exchange(form(await codeFor()));
    const grant = await res.json();
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(grant).sort(), [
      'access_token',
      'expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    assert.equal(grant.token_type, 'Bearer');
    assert.equal(grant.scope, 'identify');
    const me = await fetch(`${fake.url}/api/v10/users/@me`, {
      headers: { authorization: `Bearer ${grant.access_token}` },
    });
    assert.deepEqual(await me.json(), {
      id: ADA.id,
      username: 'ada',
      global_name: 'Ada <Admin>',
      avatar: 'abc',
      discriminator: '0',
      public_flags: 0,
      flags: 0,
    });
  });

  it('accepts the client credentials as HTTP Basic', async () => {
    const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
    const res = await exchange(
      { grant_type: 'authorization_code', code: await codeFor(), redirect_uri: REDIRECT },
      { authorization: `Basic ${basic}` },
    );
    assert.equal(res.status, 200);
  });

  it('refuses a reused code and revokes what it granted', async () => {
    const code = await codeFor();
    const grant = await (await exchange(form(code))).json();
    const again = await exchange(form(code));
    assert.equal(again.status, 400);
    assert.deepEqual(await again.json(), {
      error: 'invalid_grant',
      error_description: 'Invalid "code" in request.',
    });
    const me = await fetch(`${fake.url}/api/users/@me`, {
      headers: { authorization: `Bearer ${grant.access_token}` },
    });
    assert.equal(me.status, 401);
    assert.deepEqual(await me.json(), { message: '401: Unauthorized', code: 0 });
  });

  it('refuses a code for another redirect_uri, an expired code, bad credentials, another grant type and a JSON body', async () => {
    const code = await codeFor();
    assert.deepEqual(
      await (await exchange(form(code, { redirect_uri: 'http://other.test/' }))).json(),
      {
        error: 'invalid_grant',
        error_description: 'Invalid "redirect_uri" in request.',
      },
    );
    const expiring = await codeFor();
    clock += 11 * 60 * 1000;
    assert.equal((await (await exchange(form(expiring))).json()).error, 'invalid_grant');
    const bad = await exchange(form(await codeFor(), { client_secret: 'wrong' }));
    assert.equal(bad.status, 401);
    assert.deepEqual(await bad.json(), { error: 'invalid_client' });
    assert.equal(
      (await (await exchange(form(await codeFor(), { grant_type: 'refresh_token' }))).json()).error,
      'unsupported_grant_type',
    );
    const json = await fetch(`${fake.url}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form('x')),
    });
    assert.equal(json.status, 400);
  });

  it('answers 401 for /users/@me without a token and serves avatar images', async () => {
    assert.equal((await fetch(`${fake.url}/api/users/@me`)).status, 401);
    const avatar = await fetch(`${fake.url}/avatars/${ADA.id}/abc.png`);
    assert.equal(avatar.headers.get('content-type'), 'image/svg+xml');
    assert.match(await avatar.text(), />A</);
  });
});
