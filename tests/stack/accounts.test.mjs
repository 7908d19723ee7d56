// Accounts end to end (public-site §2 "Login flow", §4, §5, §7; RULES (a) update-profile-data): the real login flow
// over HTTP against every process and the fake Discord, tokens, logout, and a new Discord account getting a Player.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  action,
  discordAccounts,
  loginWithDiscord,
  logout,
  startTestStack,
  things,
  tokenLogin,
} from './stack-helpers.mjs';

describe('accounts', { timeout: 300_000 }, () => {
  let stack;
  let accounts;
  let webDist;
  /** Every token and code seen, to prove none reached a log line. */
  const secrets = new Set();

  before(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'castline-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Castline (stack test)</title>',
    );
    stack = await startTestStack({ logLevel: 'info', rawLogs: true, env: { WEB_DIST: webDist } });
    accounts = await discordAccounts(stack);
  });

  after(async () => {
    await stack?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  const remember = (login) => {
    secrets.add(login.back.searchParams.get('code'));
    if (login.body.token) secrets.add(login.body.token);
  };

  it('logs the producer in through Discord: token, user with clients, actions work, logout refuses the token', async () => {
    const producer = accounts.byRole('producer')[0];
    const redirect = await fetch(`${stack.base}/auth/discord/redirect?return=%2Fdashboard`, {
      redirect: 'manual',
    });
    assert.equal(redirect.status, 302);
    const authorize = new URL(redirect.headers.get('location'));
    assert.equal(authorize.origin, stack.discord.url);
    assert.equal(authorize.searchParams.get('scope'), 'identify');
    assert.equal(authorize.searchParams.get('prompt'), 'none');
    assert.equal(authorize.searchParams.get('response_type'), 'code');
    assert.equal(authorize.searchParams.get('redirect_uri'), `${stack.url}/auth/discord/return`);
    const page = await (await fetch(authorize)).text();
    for (const name of ['Priya Producer', 'New Person'])
      assert.match(page, new RegExp(name), `the authorize page lists ${name}`);

    const login = await loginWithDiscord(stack, producer.discord_id, { returnTo: '/dashboard' });
    remember(login);
    assert.equal(login.back.origin + login.back.pathname, `${stack.url}/auth/discord/return`);
    const screen = await fetch(`${stack.base}/auth/discord/return${login.back.search}`);
    assert.equal(screen.status, 200);
    assert.match(await screen.text(), /Castline \(stack test\)/, 'the return URL is the web app');

    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.match(login.body.token, /^[0-9a-f]{64}$/);
    assert.equal(login.body.return_to, '/dashboard');
    const { user } = login.body;
    assert.equal(user.airtableID, producer.player_id, 'a demo user signs in as their demo Player');
    assert.equal(user.name, 'Priya Producer');
    assert.ok(user.clients.length >= 1, 'the producer owns a production client');
    const [client] = (await things(stack.base, [user.clients[0]])).body;
    assert.ok(client.staff.includes(producer.player_id));
    const days = (new Date(login.body.expires_at).getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30, `the token lives 30 days (${days})`);

    const again = await tokenLogin(stack.base, login.body.token);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, { user });

    const works = await action(
      stack.base,
      'update-broadcast',
      { title: 'Accounts stack test' },
      login.body.token,
    );
    assert.equal(works.status, 200, JSON.stringify(works.body));

    const out = await logout(stack.base, login.body.token);
    assert.deepEqual(out.body, { ok: true, revoked: true });
    const refused = await action(
      stack.base,
      'update-broadcast',
      { title: 'After logout' },
      login.body.token,
    );
    assert.equal(refused.status, 401);
    assert.equal(refused.body.errorMessage, 'Unknown token');
    const stale = await tokenLogin(stack.base, login.body.token);
    assert.deepEqual(stale.body, {
      error: true,
      message: 'Unknown token',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers the spec errors: empty requests, a used code, an unknown token', async () => {
    for (const [route, body] of [
      ['discord-login', { code: '' }],
      ['login', {}],
    ]) {
      const res = await fetch(`${stack.base}/auth/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.deepEqual(await res.json(), {
        error: true,
        message: 'Empty authentication request',
        code: 'BAD_REQUEST',
      });
    }
    const player = accounts.byRole('player')[0];
    const first = await loginWithDiscord(stack, player.discord_id);
    remember(first);
    assert.equal(first.status, 200);
    const redirect = await fetch(`${stack.base}/auth/discord/redirect`, { redirect: 'manual' });
    const cookie = redirect.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const state = decodeURIComponent(/castline_oauth_state=([^;]*)/.exec(cookie)[1]);
    const reused = await fetch(`${stack.base}/auth/discord-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code: first.back.searchParams.get('code'), state }),
    });
    const body = await reused.json();
    assert.equal(reused.status, 200);
    assert.equal(body.error, true);
    assert.equal(body.code, 'UNAUTHENTICATED');
    assert.match(body.for_a_developer, /invalid_grant/);
    assert.deepEqual((await tokenLogin(stack.base, 'f'.repeat(64))).body, {
      error: true,
      message: 'Unknown token',
      code: 'UNAUTHENTICATED',
    });
  });

  it('gives "New Person" (a Discord account without a Player) a new Player record, visible via /things, once', async () => {
    const first = await loginWithDiscord(stack, accounts.newPerson.id);
    remember(first);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const id = first.body.user.airtableID;
    assert.ok(!accounts.accounts.some((a) => a.player_id === id), 'a new Player, not a demo one');
    assert.deepEqual(first.body.user, {
      name: 'New Person',
      avatar: null,
      airtableID: id,
      clients: [],
      website_settings: [],
    });
    const [player] = (await things(stack.base, [id])).body;
    assert.equal(player.id, id);
    assert.equal(player.name, 'New Person');
    assert.equal(
      JSON.stringify(player).includes(accounts.newPerson.id),
      false,
      'the Discord id stays private',
    );
    const [list] = (await things(stack.base, ['special:players'])).body;
    assert.ok(
      list.players.some((p) => p.id === id),
      'listed on /players',
    );

    const second = await loginWithDiscord(stack, accounts.newPerson.id);
    remember(second);
    assert.equal(second.body.user.airtableID, id, 'the second login finds the same Player');

    const edited = await action(
      stack.base,
      'update-profile-data',
      { profileData: { pronouns: 'they/them', role: 'Flex' } },
      second.body.token,
    );
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual(edited.body.data, { player: id, changed: ['pronouns', 'role'] });
    const [after] = (await things(stack.base, [id])).body;
    assert.equal(after.pronouns, 'they/them');
    const renamed = await action(
      stack.base,
      'update-profile-data',
      { profileData: { name: 'Someone else' } },
      second.body.token,
    );
    assert.equal(renamed.status, 400);
    assert.match(renamed.body.errorMessage, /"name"/);
  });

  it('never writes a token or an authorization code to the logs', async () => {
    assert.ok(stack.logs.length > 0, 'the services logged at info level');
    assert.ok(secrets.size >= 6);
    const text = stack.logs.join('\n');
    for (const secret of secrets)
      assert.equal(text.includes(secret), false, 'a token or code reached the logs');
    assert.match(
      text,
      /"msg":"discord login"/,
      'the logins themselves are logged, as whole JSON lines',
    );
    assert.match(text, /"path":"\/auth\/discord-login"/, 'and their HTTP requests');
  });
});
