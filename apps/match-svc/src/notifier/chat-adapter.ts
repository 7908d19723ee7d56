import type { ChatMessage } from './notifier-types.js';

/** A chat message as the chat service stored it (Discord's message object, the parts the notifier keeps). */
export interface PostedChatMessage {
  id: string;
  channel_id: string;
}

/**
 * The chat integration behind which the notifier posts (ARCHITECTURE §6: an adapter with a real implementation
 * and a recording fake; RULES b.7). Each call is one attempt: failures throw ChatDeliveryError and the notifier's
 * delivery queue retries them later, never inside a report's transaction.
 */
export interface ChatAdapter {
  /** Posts a message; `nonce` makes a repeated attempt answer the message already created. */
  createMessage(channelId: string, message: ChatMessage, nonce: string): Promise<PostedChatMessage>;
  /** Replaces a message's content, mentions and buttons. */
  editMessage(
    channelId: string,
    messageId: string,
    message: ChatMessage,
  ): Promise<PostedChatMessage>;
  /** Deletes a message; one that is already gone counts as deleted. */
  deleteMessage(channelId: string, messageId: string): Promise<void>;
}

/** The injection token of the notifier's ChatAdapter. */
export const CHAT_ADAPTER = Symbol('CHAT_ADAPTER');

/**
 * A chat call that did not succeed. `retryable`: worth another attempt later (network, 5xx, 429), after
 * `retryAfterMs` when the service said so (429 retry_after). Not retryable: the request itself is refused (a
 * channel the bot cannot see, a malformed message), so trying again cannot help.
 */
export class ChatDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ChatDeliveryError';
  }
}
