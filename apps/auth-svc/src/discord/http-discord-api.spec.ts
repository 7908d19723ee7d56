import { DiscordApiError } from './discord-api.js';
import { HttpDiscordApi } from './http-discord-api.js';

interface Seen {
  url: string;
  init: RequestInit;
}

function apiAnswering(status: number, body: unknown, seen: Seen[] = []): HttpDiscordApi {
  const fake = (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: typeof url === 'string' ? url : url instanceof URL ? url.href : url.url,
      init: init ?? {},
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return new HttpDiscordApi({
    apiBase: 'https://discord.test/api',
    clientId: 'cid',
    clientSecret: 'csecret',
    timeoutMs: 1000,
    fetch: fake,
  });
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DiscordApiError) return error.failure;
    throw error;
  }
  throw new Error('expected a DiscordApiError');
};

describe('HttpDiscordApi', () => {
  it('exchanges a code with a form body carrying the client credentials and the redirect_uri', async () => {
    const seen: Seen[] = [];
    const api = apiAnswering(
      200,
      {
        access_token: 'at',
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: 'rt',
        scope: 'identify',
      },
      seen,
    );
    await expect(
      api.exchangeCode('the-code', 'http://localhost:8080/auth/discord/return'),
    ).resolves.toMatchObject({ access_token: 'at' });
    expect(seen[0]?.url).toBe('https://discord.test/api/oauth2/token');
    expect(seen[0]?.init.method).toBe('POST');
    expect((seen[0]?.init.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.init.body as string))).toEqual({
      client_id: 'cid',
      client_secret: 'csecret',
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'http://localhost:8080/auth/discord/return',
    });
  });

  it('reads /users/@me with the Bearer access token', async () => {
    const seen: Seen[] = [];
    const api = apiAnswering(
      200,
      { id: '123', username: 'ada', global_name: 'Ada', avatar: null, discriminator: '0' },
      seen,
    );
    await expect(api.fetchCurrentUser('access')).resolves.toEqual({
      id: '123',
      username: 'ada',
      global_name: 'Ada',
      avatar: null,
    });
    expect(seen[0]?.url).toBe('https://discord.test/api/users/@me');
    expect((seen[0]?.init.headers as Record<string, string>)['authorization']).toBe(
      'Bearer access',
    );
  });

  it('turns invalid_grant into a rejected login naming the provider error', async () => {
    const api = apiAnswering(400, {
      error: 'invalid_grant',
      error_description: 'Invalid "code" in request.',
    });
    await expect(failureOf(api.exchangeCode('used', 'http://x.test/r'))).resolves.toEqual({
      kind: 'rejected',
      forDeveloper:
        'Discord POST /oauth2/token answered 400 (invalid_grant: Invalid "code" in request.)',
    });
  });

  it('treats an unexpected answer shape as Discord being unavailable', async () => {
    const api = apiAnswering(200, { id: 'not-a-snowflake' });
    await expect(failureOf(api.fetchCurrentUser('at'))).resolves.toEqual({
      kind: 'unavailable',
      forDeveloper: 'Discord GET /users/@me answered 200 with an unexpected shape (id, username)',
    });
  });

  it('treats a network failure as unavailable without the code or token in the detail', async () => {
    const api = new HttpDiscordApi({
      apiBase: 'https://discord.test/api',
      clientId: 'cid',
      clientSecret: 'csecret',
      timeoutMs: 1000,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const failure = await failureOf(api.exchangeCode('secret-code', 'http://x.test/r'));
    expect(failure).toEqual({
      kind: 'unavailable',
      forDeveloper: 'Discord POST /oauth2/token: the request failed',
    });
    expect(JSON.stringify(failure)).not.toContain('secret-code');
  });
});
