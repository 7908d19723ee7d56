import { CHAT_BUTTON_PREFIX, type ChatButton } from './chat-buttons.js';

/** The `custom_id` of a chat button: `castline:rs:<report id>:<action>` (at most 100 characters, Discord's bound). */
export function formatChatButtonId(button: ChatButton): string {
  return `${CHAT_BUTTON_PREFIX}:${button.report}:${button.action}`;
}
