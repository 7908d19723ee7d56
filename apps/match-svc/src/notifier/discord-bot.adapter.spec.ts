import { ChatDeliveryError } from './chat-adapter.js';
import { DiscordBotAdapter } from './discord-bot.adapter.js';
import { retryDelayMs } from './notifier-delivery.service.js';
import type { ChatMessage } from './notifier-types.js';

const MESSAGE: ChatMessage = {
  content: 'hello <@&1>',
  allowed_mentions: { parse: [], roles: ['1'] },
  components: [],
};
const TOKEN = 'bot-token-0123456789abcdef';

function adapterAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFake = (url: string | URL | Request, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    calls.push({ url: href, init: init ?? {} });
    return Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify(body), { status, headers }),
    );
  };
  const adapter = new DiscordBotAdapter({
    apiBase: 'http://discord.test/api/',
    token: TOKEN,
    timeoutMs: 1000,
    fetch: fetchFake,
  });
  return { adapter, calls };
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ChatDeliveryError;
  }
  throw new Error('expected a failure');
};

describe('DiscordBotAdapter (REST v10)', () => {
  it('posts content, mentions, components and the nonce as the bot', async () => {
    const { adapter, calls } = adapterAnswering(200, { id: '55', channel_id: '9' });
    await expect(adapter.createMessage('9', MESSAGE, 'nonce-1')).resolves.toEqual({
      id: '55',
      channel_id: '9',
    });
    expect(calls[0]!.url).toBe('http://discord.test/api/v10/channels/9/messages');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(`Bot ${TOKEN}`);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      ...MESSAGE,
      nonce: 'nonce-1',
      enforce_nonce: true,
    });
  });

  it('edits with PATCH and deletes with DELETE', async () => {
    const edit = adapterAnswering(200, { id: '55', channel_id: '9' });
    await edit.adapter.editMessage('9', '55', MESSAGE);
    expect(edit.calls[0]!.init.method).toBe('PATCH');
    expect(edit.calls[0]!.url).toBe('http://discord.test/api/v10/channels/9/messages/55');
    const del = adapterAnswering(204, null);
    await del.adapter.deleteMessage('9', '55');
    expect(del.calls[0]!.init.method).toBe('DELETE');
  });

  it('a message already gone counts as deleted', async () => {
    const { adapter } = adapterAnswering(404, { message: 'Unknown Message', code: 10008 });
    await expect(adapter.deleteMessage('9', '55')).resolves.toBeUndefined();
  });

  it('429 is retryable after retry_after (seconds → ms)', async () => {
    const { adapter } = adapterAnswering(
      429,
      { message: 'You are being rate limited.', retry_after: 1.5, global: false },
      { 'retry-after': '2' },
    );
    const error = await failureOf(adapter.createMessage('9', MESSAGE, 'n'));
    expect(error).toMatchObject({ retryable: true, status: 429, retryAfterMs: 1500 });
  });

  it.each([
    [500, true],
    [502, true],
    [403, false],
    [400, false],
  ])('%i is retryable: %s', async (status, retryable) => {
    const { adapter } = adapterAnswering(status, { message: 'x', code: 0 });
    const error = await failureOf(adapter.createMessage('9', MESSAGE, 'n'));
    expect(error).toBeInstanceOf(ChatDeliveryError);
    expect(error.retryable).toBe(retryable);
  });

  it('a network failure is retryable and never shows the token', async () => {
    const adapter = new DiscordBotAdapter({
      apiBase: 'http://discord.test/api',
      token: TOKEN,
      timeoutMs: 1000,
      fetch: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    const error = await failureOf(adapter.createMessage('9', MESSAGE, 'n'));
    expect(error.retryable).toBe(true);
    expect(error.message).not.toContain(TOKEN);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [1, null, 1000],
    [2, null, 2000],
    [4, null, 8000],
    [20, null, 300_000],
    [3, 1500, 1500],
    [3, 0, 100],
  ])('attempt %i, retry_after %p → %i ms', (attempts, retryAfter, expected) => {
    expect(retryDelayMs(attempts, retryAfter)).toBe(expected);
  });
});
