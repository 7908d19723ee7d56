import type { z } from 'zod';
import {
  DiscordApiError,
  DiscordTokenGrantSchema,
  DiscordUserSchema,
  type DiscordApi,
  type DiscordTokenGrant,
  type DiscordUser,
} from './discord-api.js';
import { describeDiscordFailure, type DiscordStep } from './describe-discord-failure.js';

export interface HttpDiscordApiOptions {
  /** e.g. https://discord.com/api (no trailing slash). */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** Replaceable in tests; the platform's fetch by default. */
  fetch?: typeof fetch;
}

const USER_AGENT = 'Castline (https://github.com/castline, 0.1)';

/** A JSON body, or null when there is none or it is not JSON (an HTML error page). */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * DiscordApi over HTTP (fetch): the token exchange as application/x-www-form-urlencoded with the client credentials
 * in the body, then GET /users/@me with the Bearer access token. Nothing here logs; a failure becomes a
 * DiscordApiError whose detail names the call and status, never the code or the token.
 */
export class HttpDiscordApi implements DiscordApi {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpDiscordApiOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<DiscordTokenGrant> {
    const body = new URLSearchParams({
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    });
    return this.call('token', '/oauth2/token', DiscordTokenGrantSchema, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
    });
  }

  async fetchCurrentUser(accessToken: string): Promise<DiscordUser> {
    return this.call('me', '/users/@me', DiscordUserSchema, {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
  }

  private async call<S extends z.ZodType>(
    step: DiscordStep,
    path: string,
    schema: S,
    init: RequestInit,
  ): Promise<z.infer<S>> {
    const name = `${init.method ?? 'GET'} ${path}`;
    let res: Response;
    try {
      res = await this.fetch(`${this.options.apiBase}${path}`, {
        ...init,
        headers: { 'user-agent': USER_AGENT, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.options.timeoutMs} ms`
          : 'the request failed';
      throw new DiscordApiError({
        kind: 'unavailable',
        forDeveloper: `Discord ${name}: ${reason}`,
      });
    }
    const json = parseJson(await res.text().catch(() => ''));
    if (!res.ok) throw new DiscordApiError(describeDiscordFailure(step, res.status, json));
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => i.path.join('.') || '(body)').join(', ');
      throw new DiscordApiError({
        kind: 'unavailable',
        forDeveloper: `Discord ${name} answered ${res.status} with an unexpected shape (${fields})`,
      });
    }
    return parsed.data;
  }
}
