import type { ChatMessage } from './notifier-types.js';
import { ChatDeliveryError, type ChatAdapter, type PostedChatMessage } from './chat-adapter.js';

export interface DiscordBotOptions {
  /** Discord's API without the version (`https://discord.com/api`); the adapter speaks v10. */
  apiBase: string;
  /** The bot token (sent as `Authorization: Bot <token>`, never logged). */
  token: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Discord's error answer (`{message, code}`) and the 429 answer's `retry_after` in seconds. */
interface DiscordErrorBody {
  message?: unknown;
  code?: unknown;
  retry_after?: unknown;
}

/** Discord's "Unknown Message" / "Unknown Channel" codes: a message to delete is already gone. */
const GONE_CODES = new Set([10003, 10008]);

/**
 * The real chat adapter: Discord's REST API v10 as a bot (`POST /channels/{id}/messages`, `PATCH` and `DELETE
 * /channels/{id}/messages/{id}`). A 429 is retryable after its retry_after (body, else the Retry-After header); a
 * 5xx, a timeout or a network failure is retryable; another 4xx is not. One attempt per call: the notifier's
 * queue does the waiting, so a rate limit never holds a request open.
 */
export class DiscordBotAdapter implements ChatAdapter {
  private readonly fetch: typeof fetch;
  private readonly base: string;

  constructor(private readonly options: DiscordBotOptions) {
    this.fetch = options.fetch ?? fetch;
    this.base = `${options.apiBase.replace(/\/+$/, '')}/v10`;
  }

  async createMessage(
    channelId: string,
    message: ChatMessage,
    nonce: string,
  ): Promise<PostedChatMessage> {
    return this.messageAnswer(
      await this.call('POST', `/channels/${channelId}/messages`, {
        ...message,
        nonce,
        enforce_nonce: true,
      }),
    );
  }

  async editMessage(
    channelId: string,
    messageId: string,
    message: ChatMessage,
  ): Promise<PostedChatMessage> {
    return this.messageAnswer(
      await this.call('PATCH', `/channels/${channelId}/messages/${messageId}`, message),
    );
  }

  async deleteMessage(channelId: string, messageId: string): Promise<void> {
    try {
      await this.call('DELETE', `/channels/${channelId}/messages/${messageId}`);
    } catch (error) {
      if (error instanceof ChatDeliveryError && error.status === 404) return;
      throw error;
    }
  }

  private messageAnswer(body: unknown): PostedChatMessage {
    const { id, channel_id } = (body ?? {}) as { id?: unknown; channel_id?: unknown };
    if (typeof id !== 'string' || typeof channel_id !== 'string')
      throw new ChatDeliveryError('Discord answered a message without id or channel_id', true);
    return { id, channel_id };
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await this.fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bot ${this.options.token}`,
          'user-agent': 'DiscordBot (https://castline.gg, 1.0)',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new ChatDeliveryError(
        `Discord did not answer ${method} ${path}: ${String(error)}`,
        true,
      );
    }
    if (res.status === 204) return null;
    const text = await res.text().catch(() => '');
    const parsed = parseJson(text);
    if (res.ok) return parsed;
    const error = (parsed ?? {}) as DiscordErrorBody;
    const what = `Discord answered ${res.status} to ${method} ${path}${
      typeof error.message === 'string' ? `: ${error.message}` : ''
    }`;
    if (res.status === 429) {
      const seconds =
        typeof error.retry_after === 'number'
          ? error.retry_after
          : Number(res.headers.get('retry-after') ?? NaN);
      throw new ChatDeliveryError(
        what,
        true,
        429,
        Number.isFinite(seconds) ? Math.ceil(seconds * 1000) : null,
      );
    }
    if (res.status === 404 && typeof error.code === 'number' && GONE_CODES.has(error.code))
      throw new ChatDeliveryError(what, false, 404);
    throw new ChatDeliveryError(what, res.status >= 500 || res.status === 408, res.status);
  }
}

/** A JSON answer body, or null when it is empty or not JSON. */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
