// The fake Discord's bot API and interactions (node --test tests/fakes/discord/): the shapes and failures it promises.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createPublicKey, verify } from 'node:crypto';
import { startFakeDiscord } from './fake-discord.mjs';
import { FAKE_DISCORD_BOT_TOKEN } from './fake-bot.mjs';

const CHANNEL = '100000000000000001';
const ROLE = '200000000000000001';

describe('fake Discord bot API', () => {
  let fake;
  let endpoint;
  const received = [];
  before(async () => {
    // A stand-in interactions endpoint that checks the signature as the gateway does.
    endpoint = createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const key = createPublicKey({
          key: {
            kty: 'OKP',
            crv: 'Ed25519',
            x: Buffer.from(fake.interactionPublicKey, 'hex').toString('base64url'),
          },
          format: 'jwk',
        });
        const ok = verify(
          null,
          Buffer.concat([Buffer.from(req.headers['x-signature-timestamp']), raw]),
          key,
          Buffer.from(req.headers['x-signature-ed25519'], 'hex'),
        );
        received.push({ ok, body: JSON.parse(raw.toString()) });
        res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 4, data: { content: 'pressed', flags: 64 } }));
      });
    });
    await new Promise((r) => endpoint.listen(0, '127.0.0.1', r));
    fake = await startFakeDiscord({
      interactionsUrl: `http://127.0.0.1:${endpoint.address().port}/discord/interactions`,
    });
  });
  after(async () => {
    await fake.stop();
    endpoint.close();
  });

  const call = (method, path, body, token = FAKE_DISCORD_BOT_TOKEN) =>
    fetch(`${fake.url}/api/v10${path}`, {
      method,
      headers: { authorization: `Bot ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const button = (custom_id) => ({
    type: 1,
    components: [{ type: 2, style: 3, label: 'Approve', custom_id }],
  });

  it('refuses a call without the bot token', async () => {
    const res = await call('POST', `/channels/${CHANNEL}/messages`, { content: 'x' }, 'wrong');
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), { message: '401: Unauthorized', code: 0 });
    assert.equal(fake.messages(CHANNEL).length, 0);
  });

  it('creates, edits and deletes messages, recording every call', async () => {
    const created = await call('POST', `/channels/${CHANNEL}/messages`, {
      content: `<@&${ROLE}> please approve`,
      allowed_mentions: { parse: [], roles: [ROLE] },
      components: [button('castline:rs:x:approve')],
    });
    assert.equal(created.status, 200);
    const message = await created.json();
    assert.match(message.id, /^\d+$/);
    assert.equal(message.channel_id, CHANNEL);
    assert.deepEqual(message.mention_roles, [ROLE]);
    assert.equal(message.author.bot, true);

    const edited = await call('PATCH', `/channels/${CHANNEL}/messages/${message.id}`, {
      content: 'edited',
    });
    assert.equal(edited.status, 200);
    assert.equal((await edited.json()).content, 'edited');
    assert.equal(fake.messages(CHANNEL)[0].content, 'edited');
    assert.ok(fake.messages(CHANNEL)[0].edited_timestamp);

    const deleted = await call('DELETE', `/channels/${CHANNEL}/messages/${message.id}`);
    assert.equal(deleted.status, 204);
    assert.equal(fake.messages(CHANNEL).length, 0);
    assert.ok(fake.allMessages(CHANNEL)[0].deleted_at);
    const again = await call('DELETE', `/channels/${CHANNEL}/messages/${message.id}`);
    assert.equal(again.status, 404);
    assert.deepEqual(await again.json(), { message: 'Unknown Message', code: 10008 });
    assert.deepEqual(
      fake.botCalls
        .filter((c) => c.channel_id === CHANNEL && c.status !== 401)
        .map((c) => [c.method, c.status]),
      [
        ['POST', 200],
        ['PATCH', 200],
        ['DELETE', 204],
        ['DELETE', 404],
      ],
    );
  });

  it('a role not in allowed_mentions is not pinged', async () => {
    const res = await call('POST', `/channels/${CHANNEL}/messages`, {
      content: `<@&${ROLE}> hi`,
      allowed_mentions: { parse: [] },
    });
    assert.deepEqual((await res.json()).mention_roles, []);
  });

  it('an enforced nonce answers the message already created', async () => {
    const body = { content: 'once', nonce: 'n-1', enforce_nonce: true };
    const first = await (await call('POST', `/channels/${CHANNEL}/messages`, body)).json();
    const second = await (await call('POST', `/channels/${CHANNEL}/messages`, body)).json();
    assert.equal(second.id, first.id);
    assert.equal(fake.messages(CHANNEL).filter((m) => m.content === 'once').length, 1);
  });

  it('rejects an empty message and an over-long one like Discord', async () => {
    assert.equal((await call('POST', `/channels/${CHANNEL}/messages`, {})).status, 400);
    const long = await call('POST', `/channels/${CHANNEL}/messages`, { content: 'x'.repeat(2001) });
    assert.equal(long.status, 400);
    assert.equal((await long.json()).code, 50035);
  });

  it('answers the failures it is told to: 500, then 429 with retry_after', async () => {
    fake.failNext({ status: 500 });
    fake.failNext({ status: 429, retryAfter: 0.5 });
    const failed = await call('POST', `/channels/${CHANNEL}/messages`, { content: 'a' });
    assert.equal(failed.status, 500);
    const limited = await call('POST', `/channels/${CHANNEL}/messages`, { content: 'a' });
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '1');
    assert.deepEqual(await limited.json(), {
      message: 'You are being rate limited.',
      retry_after: 0.5,
      global: false,
    });
    assert.equal(
      (await call('POST', `/channels/${CHANNEL}/messages`, { content: 'a' })).status,
      200,
    );
  });

  it('presses a button: a signed type-3 interaction naming the presser and the message', async () => {
    await call('POST', `/channels/${CHANNEL}/messages`, {
      content: 'ask',
      components: [button('castline:rs:recReport00000001:approve')],
    });
    const answer = await fake.pressButton({
      customId: 'castline:rs:recReport00000001:approve',
      userId: '300000000000000009',
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.content, 'pressed');
    const last = received.at(-1);
    assert.equal(last.ok, true);
    assert.equal(last.body.type, 3);
    assert.equal(last.body.data.custom_id, 'castline:rs:recReport00000001:approve');
    assert.equal(last.body.member.user.id, '300000000000000009');
    assert.equal(last.body.message.content, 'ask');
  });

  it('lists what was posted for humans and as JSON', async () => {
    const html = await (await fetch(`${fake.url}/_fake/messages`)).text();
    assert.match(html, /What the bot posted/);
    assert.match(html, new RegExp(CHANNEL));
    const json = await (await fetch(`${fake.url}/_fake/messages?format=json`)).json();
    assert.ok(json.channels[CHANNEL].length > 0);
  });
});
