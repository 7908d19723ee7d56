import type { Logger } from '@castline/nest-kit';
import { LogOnlyChatAdapter } from './log-only-chat.adapter.js';

describe('LogOnlyChatAdapter (no DISCORD_BOT_TOKEN)', () => {
  it('logs what would be posted, edited and deleted, and answers message ids', async () => {
    const lines: { fields: Record<string, unknown>; msg: string }[] = [];
    const logger = {
      info: (fields: Record<string, unknown>, msg: string) => lines.push({ fields, msg }),
    } as unknown as Logger;
    const chat = new LogOnlyChatAdapter(logger);
    const message = {
      content: '<@&1> please approve',
      allowed_mentions: { parse: [] as [], roles: ['1'] },
      components: [
        {
          type: 1 as const,
          components: [{ type: 2 as const, style: 3 as const, label: 'Approve', custom_id: 'x' }],
        },
      ],
    };
    const first = await chat.createMessage('42', message);
    const second = await chat.createMessage('42', message);
    expect(first.channel_id).toBe('42');
    expect(first.id).not.toBe(second.id);
    await chat.editMessage('42', first.id, message);
    await chat.deleteMessage('42', first.id);
    expect(lines.map((l) => l.msg)).toEqual([
      'chat (no DISCORD_BOT_TOKEN): would post',
      'chat (no DISCORD_BOT_TOKEN): would post',
      'chat (no DISCORD_BOT_TOKEN): would edit',
      'chat (no DISCORD_BOT_TOKEN): would delete',
    ]);
    expect(lines[0]!.fields).toMatchObject({
      channel: '42',
      content: '<@&1> please approve',
      buttons: ['Approve'],
    });
  });
});
