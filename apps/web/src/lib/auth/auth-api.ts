import { CLIENT_TEXT } from '../client-text.js';
import { AUTH_PATHS } from './auth-paths.js';
import { parseAuthUser, type AuthUser } from './auth-user.js';

/** fetch, or a fake in tests. */
export type AuthFetch = (input: string, init: RequestInit) => Promise<Response>;

/** A refused or failed /auth call. */
export type AuthFailure =
  /** The server answered {error: true, message} ('Unknown token', 'Empty authentication request', …). */
  | {
      readonly ok: false;
      readonly kind: 'rejected';
      readonly message: string;
      readonly code: string | null;
      readonly forDeveloper: string | null;
    }
  /** No usable answer (connection error, not JSON): nothing is known about the token. */
  | { readonly ok: false; readonly kind: 'unreachable'; readonly message: string };

export type AuthAnswer<T> = { readonly ok: true; readonly data: T } | AuthFailure;

/** A successful POST /auth/handoff/exchange: this host's own token, its user and the path to open. */
export interface HandoffLogin {
  readonly token: string;
  readonly user: AuthUser;
  /** A path on this host (the gateway answers what the main site asked for). */
  readonly returnTo: string;
}

/** A successful POST /auth/discord-login. */
export interface DiscordLogin {
  readonly token: string;
  readonly user: AuthUser;
  /** The server-checked return URL of the redirect, or null. */
  readonly returnTo: string | null;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** POSTs JSON to an /auth route and reads the {error, message, for_a_developer} answer (public-site §7). */
async function postAuth(
  fetch: AuthFetch,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AuthAnswer<Record<string, unknown>>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: 'unreachable', message: CLIENT_TEXT.connectionError };
  }
  let answer: Record<string, unknown> | null;
  try {
    answer = asRecord(await response.json());
  } catch {
    return {
      ok: false,
      kind: 'unreachable',
      message: CLIENT_TEXT.requestError(`${response.status} ${response.statusText}`.trim()),
    };
  }
  if (!answer) {
    return {
      ok: false,
      kind: 'unreachable',
      message: CLIENT_TEXT.requestError(`unexpected answer (HTTP ${response.status})`),
    };
  }
  if (answer.error === true || !response.ok) {
    return {
      ok: false,
      kind: 'rejected',
      message:
        typeof answer.message === 'string' && answer.message !== ''
          ? answer.message
          : CLIENT_TEXT.requestError(`HTTP ${response.status}`),
      code: typeof answer.code === 'string' ? answer.code : null,
      forDeveloper: typeof answer.for_a_developer === 'string' ? answer.for_a_developer : null,
    };
  }
  return { ok: true, data: answer };
}

function malformed(): AuthFailure {
  return {
    ok: false,
    kind: 'unreachable',
    message: CLIENT_TEXT.requestError('unexpected answer'),
  };
}

/** POST /auth/login {token} → the token's user (public-site §4 "Authentication" 2, 3; §7). */
export async function requestTokenLogin(
  fetch: AuthFetch,
  token: string,
): Promise<AuthAnswer<AuthUser>> {
  const answer = await postAuth(fetch, AUTH_PATHS.login, { token });
  if (!answer.ok) return answer;
  const user = parseAuthUser(answer.data.user);
  return user ? { ok: true, data: user } : malformed();
}

/** POST /auth/discord-login {code, state} → token, user and the checked return URL (public-site §2 "Login flow"). */
export async function requestDiscordLogin(
  fetch: AuthFetch,
  code: string,
  state: string,
): Promise<AuthAnswer<DiscordLogin>> {
  const answer = await postAuth(fetch, AUTH_PATHS.discordLogin, { code, state });
  if (!answer.ok) return answer;
  const user = parseAuthUser(answer.data.user);
  const token = answer.data.token;
  if (!user || typeof token !== 'string' || token === '') return malformed();
  const returnTo = typeof answer.data.return_to === 'string' ? answer.data.return_to : null;
  return { ok: true, data: { token, user, returnTo } };
}

/** POST /auth/logout {token}: revokes the token on the server (public-site §4 "Authentication" 5). */
export async function requestLogout(fetch: AuthFetch, token: string): Promise<AuthAnswer<unknown>> {
  return postAuth(fetch, AUTH_PATHS.logout, { token });
}

/**
 * POST /auth/handoff {return} with the main site's token (issue 12 item 1): the URL of the mini-site's hand-off
 * page, with a single-use code in its fragment.
 */
export async function requestHandoff(
  fetch: AuthFetch,
  token: string,
  target: string,
): Promise<AuthAnswer<string>> {
  const answer = await postAuth(
    fetch,
    AUTH_PATHS.handoff,
    { return: target },
    { Authentication: `Bearer ${token}` },
  );
  if (!answer.ok) return answer;
  const url = answer.data.url;
  return typeof url === 'string' && /^https?:\/\//.test(url)
    ? { ok: true, data: url }
    : malformed();
}

/** POST /auth/handoff/exchange {code} on the mini-site: a token of its own, the user and the return path. */
export async function requestHandoffExchange(
  fetch: AuthFetch,
  code: string,
): Promise<AuthAnswer<HandoffLogin>> {
  const answer = await postAuth(fetch, AUTH_PATHS.handoffExchange, { code });
  if (!answer.ok) return answer;
  const user = parseAuthUser(answer.data.user);
  const token = answer.data.token;
  if (!user || typeof token !== 'string' || token === '') return malformed();
  const returnTo = typeof answer.data.return_to === 'string' ? answer.data.return_to : '/';
  return { ok: true, data: { token, user, returnTo } };
}
