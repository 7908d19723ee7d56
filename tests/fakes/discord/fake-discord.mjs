// A fake Discord for local runs and tests (HOUSE-STYLE tests/fakes/discord): the OAuth2 authorization-code flow
// with scope identify and GET /users/@me, speaking the real request and answer shapes, so auth-svc's HTTP adapter
// talks to it exactly as it talks to https://discord.com/api. Plain Node (node:http), no dependencies.
//
//   GET  /oauth2/authorize?client_id&redirect_uri&response_type=code&scope=identify&prompt=none&state
//        → an HTML page listing the accounts; choosing one redirects to `${redirect_uri}?code=…&state=…`
//   POST /api/oauth2/token   (x-www-form-urlencoded; client credentials in the body or HTTP Basic)
//        → {access_token, token_type: 'Bearer', expires_in, refresh_token, scope: 'identify'}
//          or 400 {error: 'invalid_grant', error_description} (codes are single use and bound to redirect_uri)
//   GET  /api/users/@me      (Authorization: Bearer <access_token>)
//        → {id, username, global_name, avatar, discriminator: '0'} or 401 {message: '401: Unauthorized', code: 0}
//   GET  /avatars/{id}/{hash}.png → an SVG with the account's initial (stands in for Discord's CDN)
// The versioned API paths (/api/v10/…) answer too. The bot API (channel messages, recorded) and button presses
// (signed interactions) are fake-bot.mjs's, on this same server.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createFakeBot } from './fake-bot.mjs';

/** The client the fake knows by default (what tools/stack.mjs passes to the services). */
export const FAKE_DISCORD_CLIENT = Object.freeze({
  id: '1000000000000000001',
  secret: 'castline-fake-discord-secret',
});

const CODE_TTL_MS = 10 * 60 * 1000;
const ACCESS_TOKEN_TTL_S = 7 * 24 * 60 * 60;
const SUPPORTED_SCOPES = new Set(['identify']);

const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const secret = (bytes = 24) => randomBytes(bytes).toString('hex');

function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

function sendHtml(res, status, html) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Fake Discord</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font-family: system-ui, sans-serif; background: #313338; color: #dbdee1; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #2b2d31; border-radius: 8px; padding: 24px; width: min(440px, 92vw); }
  h1 { font-size: 20px; color: #f2f3f5; margin: 0 0 4px; }
  p { margin: 4px 0 16px; color: #b5bac1; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
  a.account { display: flex; align-items: center; gap: 12px; padding: 10px 12px; background: #383a40; border-radius: 6px; color: #f2f3f5; text-decoration: none; }
  a.account:hover, a.account:focus { background: #5865f2; }
  .avatar { width: 36px; height: 36px; border-radius: 50%; background: #5865f2; display: grid; place-items: center; font-weight: 700; color: #fff; flex: none; }
  .username { color: #b5bac1; font-size: 13px; }
  a.cancel { display: inline-block; margin-top: 16px; color: #b5bac1; }
  .error { color: #fa777c; }
  code { color: #f2f3f5; }
</style></head>
<body><main>${body}</main></body></html>`;
}

function errorPage(res, status, message) {
  sendHtml(
    res,
    status,
    page(
      'Invalid request',
      `<h1>Invalid OAuth2 request</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
    ),
  );
}

function initialOf(user) {
  const name = (user.global_name || user.username || '?').trim();
  return (Array.from(name)[0] ?? '?').toUpperCase();
}

function readBody(req, limit = 64 * 1024) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The client credentials of a token request: HTTP Basic first (as Discord accepts), else the form fields. */
function clientCredentials(req, form) {
  const header = req.headers.authorization ?? '';
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (i >= 0)
      return {
        id: decodeURIComponent(decoded.slice(0, i)),
        secret: decodeURIComponent(decoded.slice(i + 1)),
      };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

/**
 * Starts the fake. Options: port (0 = any free port), host, users ([{id, username, global_name, avatar}]),
 * clientId / clientSecret (default FAKE_DISCORD_CLIENT), redirectUris (accepted redirect URIs; default any
 * http(s) URL), now (clock in ms, for tests), botToken (default FAKE_DISCORD_BOT_TOKEN), interactionsUrl (where
 * button presses go). Answers {url, port, users, stats, stop()} and the bot API's recording and helpers
 * (fake-bot.mjs: botToken, interactionPublicKey, messages(channelId), allMessages, channelIds, botCalls, failNext,
 * pressButton, setInteractionsUrl).
 */
export async function startFakeDiscord(options = {}) {
  const clientId = options.clientId ?? FAKE_DISCORD_CLIENT.id;
  const clientSecret = options.clientSecret ?? FAKE_DISCORD_CLIENT.secret;
  const redirectUris = options.redirectUris ? new Set(options.redirectUris) : null;
  const now = options.now ?? Date.now;
  const users = [...(options.users ?? [])];
  const usersById = () => new Map(users.map((u) => [u.id, u]));
  /** code → {userId, redirectUri, expiresAt, used, accessTokens} */
  const codes = new Map();
  /** access token → {userId, expiresAt} */
  const accessTokens = new Map();
  const stats = { codesIssued: 0, tokensIssued: 0, meAnswered: 0 };
  const bot = createFakeBot({
    token: options.botToken,
    applicationId: clientId,
    interactionsUrl: options.interactionsUrl,
    users,
  });

  /** The authorize parameters, or an error message naming the bad one. */
  function checkAuthorize(query) {
    const id = query.get('client_id');
    if (!id) return { error: 'client_id is required.' };
    if (id !== clientId) return { error: `Unknown client_id "${id}".` };
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri) return { error: 'redirect_uri is required.' };
    let parsed;
    try {
      parsed = new URL(redirectUri);
    } catch {
      return { error: `redirect_uri "${redirectUri}" is not a URL.` };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      return { error: 'redirect_uri must be an http(s) URL.' };
    if (redirectUris && !redirectUris.has(redirectUri))
      return { error: `redirect_uri "${redirectUri}" is not registered for this client.` };
    const responseType = query.get('response_type');
    if (responseType !== 'code')
      return {
        error: `Unsupported response_type "${responseType ?? ''}": only "code" is supported.`,
      };
    const scopes = (query.get('scope') ?? '').split(/[\s+]+/).filter(Boolean);
    if (scopes.length === 0) return { error: 'scope is required (use "identify").' };
    const unknown = scopes.filter((s) => !SUPPORTED_SCOPES.has(s));
    if (unknown.length)
      return {
        error: `Unsupported scope "${unknown.join(' ')}": this fake only grants "identify".`,
      };
    return { redirectUri, state: query.get('state'), prompt: query.get('prompt') };
  }

  function redirectWith(res, redirectUri, params) {
    const target = new URL(redirectUri);
    for (const [k, v] of Object.entries(params))
      if (v !== null && v !== undefined) target.searchParams.set(k, v);
    res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
    res.end();
  }

  function authorizePage(res, query) {
    const checked = checkAuthorize(query);
    if (checked.error) return errorPage(res, 400, checked.error);
    const link = (extra) => {
      const q = new URLSearchParams(query);
      for (const [k, v] of Object.entries(extra)) q.set(k, v);
      return `/oauth2/authorize/choose?${q.toString()}`;
    };
    const items = users
      .map(
        (
          u,
        ) => `<li><a class="account" data-discord-id="${escapeHtml(u.id)}" href="${escapeHtml(link({ user: u.id }))}">
  <span class="avatar" aria-hidden="true">${escapeHtml(initialOf(u))}</span>
  <span><span class="name">${escapeHtml(u.global_name ?? u.username)}</span><br><span class="username">@${escapeHtml(u.username)}</span></span>
</a></li>`,
      )
      .join('\n');
    sendHtml(
      res,
      200,
      page(
        'Authorize access',
        `<h1>Sign in with Discord</h1>
<p>An app wants to access your account (scope <code>identify</code>). Choose the account to continue as.</p>
<ul>${items || '<li>No accounts.</li>'}</ul>
<a class="cancel" href="${escapeHtml(link({ deny: '1' }))}">Cancel</a>`,
      ),
    );
  }

  function choose(res, query) {
    const checked = checkAuthorize(query);
    if (checked.error) return errorPage(res, 400, checked.error);
    if (query.get('deny')) {
      return redirectWith(res, checked.redirectUri, {
        error: 'access_denied',
        error_description: 'The resource owner or authorization server denied the request',
        state: checked.state,
      });
    }
    const user = usersById().get(query.get('user') ?? '');
    if (!user) return errorPage(res, 400, 'Unknown account.');
    const code = secret(15);
    codes.set(code, {
      userId: user.id,
      redirectUri: checked.redirectUri,
      expiresAt: now() + CODE_TTL_MS,
      used: false,
      accessTokens: [],
    });
    stats.codesIssued += 1;
    return redirectWith(res, checked.redirectUri, { code, state: checked.state });
  }

  async function token(req, res) {
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const body = await readBody(req);
    if (type !== 'application/x-www-form-urlencoded') {
      return sendJson(res, 400, {
        error: 'invalid_request',
        error_description: 'Content-Type must be application/x-www-form-urlencoded',
      });
    }
    const form = new URLSearchParams(body);
    const client = clientCredentials(req, form);
    if (client.id !== clientId || client.secret !== clientSecret)
      return sendJson(res, 401, { error: 'invalid_client' });
    const grantType = form.get('grant_type');
    if (grantType !== 'authorization_code') {
      return sendJson(res, 400, {
        error: 'unsupported_grant_type',
        error_description: `Unsupported grant type "${grantType ?? ''}"`,
      });
    }
    const code = form.get('code') ?? '';
    const entry = codes.get(code);
    if (!entry || entry.expiresAt <= now()) {
      return sendJson(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid "code" in request.',
      });
    }
    if (entry.used) {
      // RFC 6749 §4.1.2: a code used twice is refused, and what it granted is revoked.
      for (const t of entry.accessTokens) accessTokens.delete(t);
      return sendJson(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid "code" in request.',
      });
    }
    if (form.get('redirect_uri') !== entry.redirectUri) {
      return sendJson(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid "redirect_uri" in request.',
      });
    }
    entry.used = true;
    const accessToken = secret(15);
    accessTokens.set(accessToken, {
      userId: entry.userId,
      expiresAt: now() + ACCESS_TOKEN_TTL_S * 1000,
    });
    entry.accessTokens.push(accessToken);
    stats.tokensIssued += 1;
    return sendJson(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_token: secret(15),
      scope: 'identify',
    });
  }

  function me(req, res) {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const grant = match ? accessTokens.get(match[1]) : undefined;
    const user = grant && grant.expiresAt > now() ? usersById().get(grant.userId) : undefined;
    if (!user) return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
    stats.meAnswered += 1;
    return sendJson(res, 200, {
      id: user.id,
      username: user.username,
      global_name: user.global_name ?? null,
      avatar: user.avatar ?? null,
      discriminator: '0',
      public_flags: 0,
      flags: 0,
    });
  }

  function avatar(res, id) {
    const user = usersById().get(id);
    const letter = escapeHtml(user ? initialOf(user) : '?');
    res.writeHead(200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><circle cx="64" cy="64" r="64" fill="#5865f2"/><text x="64" y="84" font-family="sans-serif" font-size="60" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
    );
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-discord');
    const path = url.pathname.replace(/^\/api\/v\d+\//, '/api/');
    const handle = async () => {
      if (req.method === 'GET' && path === '/oauth2/authorize')
        return authorizePage(res, url.searchParams);
      if (req.method === 'GET' && path === '/oauth2/authorize/choose')
        return choose(res, url.searchParams);
      if (req.method === 'POST' && path === '/api/oauth2/token') return token(req, res);
      if (req.method === 'GET' && path === '/api/users/@me') return me(req, res);
      if (await bot.handle(req, res, path, url, { readBody, sendJson, sendHtml })) return;
      const avatarMatch = /^\/avatars\/(\d+)\/[0-9a-z_]+\.(png|webp|jpg|gif)$/.exec(path);
      if (req.method === 'GET' && avatarMatch) return avatar(res, avatarMatch[1]);
      return sendJson(res, 404, { message: '404: Not Found', code: 0 });
    };
    handle().catch((error) => {
      if (!res.headersSent)
        sendJson(res, 500, { message: String(error?.message ?? error), code: 0 });
      else res.end();
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const port = server.address().port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    clientId,
    clientSecret,
    users,
    stats,
    ...bot.api,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
