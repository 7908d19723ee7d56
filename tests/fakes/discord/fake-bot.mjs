// The bot half of the fake Discord (RULES b.7 notifier, issue 18 item 5): Discord's REST API v10 channel message
// routes as a bot sees them, recorded, and Discord's side of message-component interactions (a signed POST to the
// application's interactions endpoint). Mounted on the same server as the OAuth fake (fake-discord.mjs).
//
//   POST   /api/v10/channels/{channel}/messages            (Authorization: Bot <token>) → 200 message object
//   PATCH  /api/v10/channels/{channel}/messages/{message}  → 200 message object, or 404 {code: 10008}
//   DELETE /api/v10/channels/{channel}/messages/{message}  → 204, or 404 {code: 10008}
//   GET    /_fake/messages[?format=json]                   → every channel's messages (HTML for humans, or JSON)
//   POST   /_fake/press                                    → presses a button from that page as a chosen user
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** The bot token the fake accepts by default (what tools/stack.mjs gives match-svc as DISCORD_BOT_TOKEN). */
export const FAKE_DISCORD_BOT_TOKEN = 'castline-fake-discord-bot-token';

const MAX_CONTENT = 2000;

const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A snowflake-looking id: milliseconds since Discord's epoch, shifted, plus a counter. */
function snowflakes() {
  let counter = 0n;
  return () => {
    counter += 1n;
    return String(((BigInt(Date.now()) - 1420070400000n) << 22n) | (counter & 0x3fffffn));
  };
}

/** Discord's form-body error: 400 {message: 'Invalid Form Body', code: 50035, errors}. */
function invalidForm(field, message) {
  return {
    status: 400,
    body: {
      message: 'Invalid Form Body',
      code: 50035,
      errors: { [field]: { _errors: [{ code: 'BASE_TYPE_INVALID', message }] } },
    },
  };
}

/** The create/edit body's problems, or null: content within 2000 characters, action rows of at most 5 buttons. */
function checkMessageBody(body, { creating }) {
  if (typeof body !== 'object' || body === null) return invalidForm('_', 'Not a JSON object.');
  if (body.content !== undefined && body.content !== null && typeof body.content !== 'string')
    return invalidForm('content', 'Must be a string.');
  if (typeof body.content === 'string' && body.content.length > MAX_CONTENT)
    return invalidForm('content', `Must be ${MAX_CONTENT} or fewer in length.`);
  const components = body.components ?? [];
  if (!Array.isArray(components) || components.length > 5)
    return invalidForm('components', 'Must be an array of at most 5 action rows.');
  for (const row of components) {
    if (row?.type !== 1 || !Array.isArray(row.components) || row.components.length > 5)
      return invalidForm(
        'components',
        'Each row must be an action row (type 1) of at most 5 components.',
      );
    for (const button of row.components) {
      if (button?.type !== 2 || ![1, 2, 3, 4, 5].includes(button.style))
        return invalidForm('components', 'Buttons have type 2 and a style from 1 to 5.');
      if (typeof button.label !== 'string' || button.label.length > 80)
        return invalidForm('components', 'A button label is a string of at most 80 characters.');
      if (
        button.style !== 5 &&
        (typeof button.custom_id !== 'string' || button.custom_id.length > 100)
      )
        return invalidForm('components', 'A button needs a custom_id of at most 100 characters.');
    }
  }
  if (creating && !body.content && components.length === 0)
    return { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } };
  if (body.nonce !== undefined && String(body.nonce).length > 25)
    return invalidForm('nonce', 'Must be 25 or fewer in length.');
  return null;
}

/** The roles a message pings: `<@&id>` in the content that allowed_mentions lets through. */
function mentionedRoles(content, allowed) {
  const named = [...String(content ?? '').matchAll(/<@&(\d+)>/g)].map((m) => m[1]);
  if (!allowed) return [...new Set(named)];
  const parse = Array.isArray(allowed.parse) ? allowed.parse : [];
  const roles = Array.isArray(allowed.roles) ? allowed.roles.map(String) : [];
  return [...new Set(named.filter((id) => parse.includes('roles') || roles.includes(id)))];
}

/**
 * The fake bot API and interaction sender. Options: token (default FAKE_DISCORD_BOT_TOKEN), applicationId,
 * interactionsUrl (where the page's buttons and pressButton POST by default), users (the accounts a page press may
 * act as). Answers {handle(req, res, path, url, readBody, sendJson, sendHtml) → handled?, api}.
 */
export function createFakeBot(options = {}) {
  const token = options.token ?? FAKE_DISCORD_BOT_TOKEN;
  const applicationId = options.applicationId ?? '1000000000000000001';
  const nextId = snowflakes();
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyHex = Buffer.from(publicKey.export({ format: 'jwk' }).x, 'base64url').toString(
    'hex',
  );
  /** channel id → messages in order (deleted ones stay, marked deleted_at). */
  const channels = new Map();
  /** Every bot call: {at, method, path, channel_id, message_id, status, body}. */
  const calls = [];
  /** Failures to answer next: {status, retryAfter, method, channelId, times}. */
  const failures = [];
  let interactionsUrl = options.interactionsUrl ?? null;

  const channel = (id) => {
    if (!channels.has(id)) channels.set(id, []);
    return channels.get(id);
  };
  const find = (channelId, messageId) =>
    channel(channelId).find((m) => m.id === messageId && !m.deleted_at) ?? null;
  const toWire = ({ deleted_at: _deleted, ...message }) => message;

  function takeFailure(method, channelId) {
    const i = failures.findIndex(
      (f) => (!f.method || f.method === method) && (!f.channelId || f.channelId === channelId),
    );
    if (i < 0) return null;
    const failure = failures[i];
    failure.times -= 1;
    if (failure.times <= 0) failures.splice(i, 1);
    return failure;
  }

  function messageObject(channelId, body, nonce) {
    const now = new Date().toISOString();
    return {
      id: nextId(),
      type: 0,
      channel_id: channelId,
      content: body.content ?? '',
      author: {
        id: applicationId,
        username: 'Castline',
        global_name: null,
        avatar: null,
        discriminator: '0',
        bot: true,
      },
      timestamp: now,
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: mentionedRoles(body.content, body.allowed_mentions),
      allowed_mentions: body.allowed_mentions ?? null,
      attachments: [],
      embeds: [],
      components: body.components ?? [],
      pinned: false,
      flags: 0,
      ...(nonce !== undefined ? { nonce: String(nonce) } : {}),
    };
  }

  /** One bot API call → {status, body, headers}. */
  function botCall(method, channelId, messageId, body) {
    const failure = takeFailure(method, channelId);
    if (failure?.status === 429) {
      const retryAfter = failure.retryAfter ?? 1;
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
        headers: {
          'retry-after': String(Math.ceil(retryAfter)),
          'x-ratelimit-limit': '5',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset-after': String(retryAfter),
          'x-ratelimit-scope': 'user',
        },
      };
    }
    if (failure)
      return {
        status: failure.status,
        body: { message: `${failure.status}: Fake failure`, code: 0 },
      };
    if (method === 'POST') {
      const problem = checkMessageBody(body, { creating: true });
      if (problem) return problem;
      if (body.enforce_nonce && body.nonce !== undefined) {
        const since = Date.now() - 5 * 60_000;
        const earlier = channel(channelId).find(
          (m) => m.nonce === String(body.nonce) && Date.parse(m.timestamp) >= since,
        );
        if (earlier) return { status: 200, body: toWire(earlier) };
      }
      const message = messageObject(channelId, body, body.nonce);
      channel(channelId).push(message);
      return { status: 200, body: toWire(message) };
    }
    const message = find(channelId, messageId);
    if (!message) return { status: 404, body: { message: 'Unknown Message', code: 10008 } };
    if (method === 'PATCH') {
      const problem = checkMessageBody(body, { creating: false });
      if (problem) return problem;
      if (body.content !== undefined) message.content = body.content ?? '';
      if (body.components !== undefined) message.components = body.components ?? [];
      if (body.allowed_mentions !== undefined) message.allowed_mentions = body.allowed_mentions;
      message.mention_roles = mentionedRoles(message.content, message.allowed_mentions);
      message.edited_timestamp = new Date().toISOString();
      return { status: 200, body: toWire(message) };
    }
    message.deleted_at = new Date().toISOString();
    return { status: 204, body: null };
  }

  /** Signs and POSTs a MESSAGE_COMPONENT interaction as Discord does; answers {status, body}. */
  async function pressButton({
    url,
    customId,
    userId,
    messageId,
    channelId,
    guildId = '1100000000000000001',
  }) {
    const target = url ?? interactionsUrl;
    if (!target)
      throw new Error('pressButton needs the interactions URL (url, or interactionsUrl at start)');
    let message = null;
    for (const [id, list] of channels)
      for (const m of list)
        if (
          !m.deleted_at &&
          (!messageId || m.id === messageId) &&
          (!channelId || id === channelId) &&
          m.components.some((row) => row.components.some((c) => c.custom_id === customId))
        )
          message = m;
    if (!message) throw new Error(`no live message carries the button ${customId}`);
    const user = (options.users ?? []).find((u) => u.id === userId) ?? {
      id: userId,
      username: `user${userId.slice(-4)}`,
      global_name: null,
      avatar: null,
    };
    const interaction = {
      id: nextId(),
      application_id: applicationId,
      type: 3,
      token: randomBytes(24).toString('base64url'),
      version: 1,
      guild_id: guildId,
      channel_id: message.channel_id,
      channel: { id: message.channel_id, type: 0 },
      member: {
        user: { ...user, discriminator: '0' },
        roles: [],
        permissions: '0',
        joined_at: new Date(0).toISOString(),
      },
      data: { custom_id: customId, component_type: 2 },
      message: toWire(message),
      app_permissions: '0',
      locale: 'en-US',
      guild_locale: 'en-US',
      entitlements: [],
      context: 0,
    };
    const text = JSON.stringify(interaction);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign(null, Buffer.from(timestamp + text), privateKey).toString('hex');
    const res = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
        'x-signature-ed25519': signature,
        'x-signature-timestamp': timestamp,
      },
      body: text,
    });
    const answer = await res.text();
    let body = answer;
    try {
      body = JSON.parse(answer);
    } catch {
      /* not JSON: kept as text */
    }
    calls.push({
      at: Date.now(),
      method: 'INTERACTION',
      path: target,
      custom_id: customId,
      user: userId,
      status: res.status,
      body,
    });
    return { status: res.status, body };
  }

  function page(sendHtml, res, query) {
    const sections = [...channels.entries()]
      .map(([id, list]) => {
        const items = list
          .map((m) => {
            const buttons = m.deleted_at
              ? ''
              : m.components
                  .flatMap((row) => row.components)
                  .map(
                    (b) => `<form method="post" action="/_fake/press" class="press">
  <input type="hidden" name="custom_id" value="${escapeHtml(b.custom_id)}">
  <input type="hidden" name="message_id" value="${escapeHtml(m.id)}">
  <select name="user" aria-label="Press as">${(options.users ?? [])
    .map(
      (u) =>
        `<option value="${escapeHtml(u.id)}">${escapeHtml(u.global_name ?? u.username)}</option>`,
    )
    .join('')}</select>
  <button class="style-${b.style}">${escapeHtml(b.label)}</button></form>`,
                  )
                  .join('');
            return `<li class="${m.deleted_at ? 'deleted' : ''}" data-message-id="${escapeHtml(m.id)}">
  <div class="meta">${escapeHtml(m.timestamp)}${m.edited_timestamp ? ' (edited)' : ''}${m.deleted_at ? ' · deleted' : ''}</div>
  <pre>${escapeHtml(m.content)}</pre>${buttons}</li>`;
          })
          .join('\n');
        return `<section data-channel-id="${escapeHtml(id)}"><h2>#${escapeHtml(id)}</h2><ul>${items}</ul></section>`;
      })
      .join('\n');
    const flash = query.get('answer')
      ? `<p class="answer" role="status">${escapeHtml(query.get('answer'))}</p>`
      : '';
    sendHtml(
      res,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Posted messages · Fake Discord</title>
<meta http-equiv="refresh" content="10">
<style>
  body { font-family: system-ui, sans-serif; background: #313338; color: #dbdee1; margin: 24px; }
  h1 { color: #f2f3f5; } h2 { color: #b5bac1; font-size: 15px; }
  ul { list-style: none; padding: 0; } li { background: #2b2d31; border-radius: 6px; padding: 8px 12px; margin: 6px 0; }
  li.deleted { opacity: .45; } li.deleted pre { text-decoration: line-through; }
  pre { white-space: pre-wrap; margin: 4px 0; font: inherit; } .meta { font-size: 12px; color: #949ba4; }
  form.press { display: inline-flex; gap: 4px; margin: 4px 8px 0 0; }
  button { border: 0; border-radius: 4px; padding: 4px 10px; color: #fff; background: #4e5058; cursor: pointer; }
  .style-1 { background: #5865f2; } .style-3 { background: #248046; } .style-4 { background: #da373c; }
  .answer { background: #5865f2; color: #fff; padding: 8px 12px; border-radius: 6px; }
</style></head><body><h1>What the bot posted</h1>${flash}
<p>Every channel message the notifier posted to this fake Discord, newest last (deleted ones struck through). JSON: <a href="/_fake/messages?format=json">?format=json</a>.</p>
${sections || '<p>Nothing posted yet.</p>'}</body></html>`,
    );
  }

  /** Serves the bot routes; answers false for any other path. */
  async function handle(req, res, path, url, { readBody, sendJson, sendHtml }) {
    const route = /^\/api\/channels\/(\d{1,25})\/messages(?:\/(\d{1,25}))?$/.exec(path);
    if (route) {
      const [, channelId, messageId] = route;
      const method = req.method ?? 'GET';
      const allowed = messageId ? ['PATCH', 'DELETE'] : ['POST'];
      if (!allowed.includes(method)) {
        sendJson(res, 405, { message: '405: Method Not Allowed', code: 0 });
        return true;
      }
      const auth = /^Bot\s+(\S+)$/.exec(req.headers.authorization ?? '');
      const text = await readBody(req);
      let body = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          sendJson(res, 400, { message: '400: Bad Request', code: 50109 });
          return true;
        }
      }
      const answer =
        !auth || auth[1] !== token
          ? { status: 401, body: { message: '401: Unauthorized', code: 0 } }
          : botCall(method, channelId, messageId ?? null, body ?? {});
      calls.push({
        at: Date.now(),
        method,
        path,
        channel_id: channelId,
        message_id: messageId ?? answer.body?.id ?? null,
        status: answer.status,
        body,
      });
      if (answer.status === 204) {
        res.writeHead(204);
        res.end();
      } else sendJson(res, answer.status, answer.body, answer.headers ?? {});
      return true;
    }
    if (req.method === 'GET' && path === '/_fake/messages') {
      if (url.searchParams.get('format') === 'json')
        sendJson(res, 200, {
          channels: Object.fromEntries([...channels].map(([id, list]) => [id, list])),
          calls,
        });
      else page(sendHtml, res, url.searchParams);
      return true;
    }
    if (req.method === 'POST' && path === '/_fake/press') {
      const form = new URLSearchParams(await readBody(req));
      let text;
      try {
        const answer = await pressButton({
          customId: form.get('custom_id') ?? '',
          messageId: form.get('message_id') ?? undefined,
          userId: form.get('user') ?? '',
        });
        text = answer.body?.data?.content ?? `The endpoint answered ${answer.status}`;
      } catch (error) {
        text = String(error?.message ?? error);
      }
      res.writeHead(303, { location: `/_fake/messages?answer=${encodeURIComponent(text)}` });
      res.end();
      return true;
    }
    return false;
  }

  return {
    handle,
    api: {
      botToken: token,
      /** The application's public key (hex): the gateway's DISCORD_APPLICATION_PUBLIC_KEY. */
      interactionPublicKey: publicKeyHex,
      /** The live (not deleted) messages of a channel, in order, as Discord's message objects. */
      messages: (channelId) =>
        channel(channelId)
          .filter((m) => !m.deleted_at)
          .map(toWire),
      /** Every message of a channel ever posted, deleted ones with deleted_at. */
      allMessages: (channelId) => channel(channelId).map((m) => ({ ...m })),
      /** The channels that received a message. */
      channelIds: () => [...channels.keys()],
      /** Every bot API call and interaction sent, in order. */
      botCalls: calls,
      /** The next `times` bot calls (of `method`, in `channelId` when given) answer `status` (429 with retryAfter s). */
      failNext: ({ status = 500, times = 1, retryAfter, method, channelId } = {}) => {
        failures.push({ status, times, retryAfter, method, channelId });
      },
      pressButton,
      /** Where presses go by default (the gateway's /discord/interactions). */
      setInteractionsUrl: (next) => {
        interactionsUrl = next;
      },
    },
  };
}
