import type { Logger } from '@castline/nest-kit';
import type { ChatMessage } from './notifier-types.js';
import type { ChatAdapter, PostedChatMessage } from './chat-adapter.js';

/**
 * The chat adapter without a bot token (DISCORD_BOT_TOKEN unset): every post, edit and delete is a log line saying
 * what would have been posted where, and the notifier keeps its references as with a real chat.
 */
export class LogOnlyChatAdapter implements ChatAdapter {
  private next = 1;

  constructor(private readonly logger: Logger) {}

  createMessage(channelId: string, message: ChatMessage): Promise<PostedChatMessage> {
    const id = `logged-${Date.now()}-${this.next++}`;
    this.logger.info(
      { channel: channelId, message: id, content: message.content, buttons: buttonLabels(message) },
      'chat (no DISCORD_BOT_TOKEN): would post',
    );
    return Promise.resolve({ id, channel_id: channelId });
  }

  editMessage(
    channelId: string,
    messageId: string,
    message: ChatMessage,
  ): Promise<PostedChatMessage> {
    this.logger.info(
      {
        channel: channelId,
        message: messageId,
        content: message.content,
        buttons: buttonLabels(message),
      },
      'chat (no DISCORD_BOT_TOKEN): would edit',
    );
    return Promise.resolve({ id: messageId, channel_id: channelId });
  }

  deleteMessage(channelId: string, messageId: string): Promise<void> {
    this.logger.info(
      { channel: channelId, message: messageId },
      'chat (no DISCORD_BOT_TOKEN): would delete',
    );
    return Promise.resolve();
  }
}

const buttonLabels = (message: ChatMessage) =>
  message.components.flatMap((row) => row.components.map((c) => c.label));
