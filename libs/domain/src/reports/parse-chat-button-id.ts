import { CHAT_BUTTON_ACTIONS, CHAT_BUTTON_PREFIX, type ChatButton } from './chat-buttons.js';

const REPORT_ID = /^rec[0-9A-Za-z]{14}$/;

/** The button a `custom_id` names, or null when it is not one of ours (another prefix, a bad id or action). */
export function parseChatButtonId(customId: string): ChatButton | null {
  const parts = customId.split(':');
  if (parts.length !== 4 || `${parts[0]}:${parts[1]}` !== CHAT_BUTTON_PREFIX) return null;
  const [, , report, action] = parts;
  if (!report || !REPORT_ID.test(report)) return null;
  const known = CHAT_BUTTON_ACTIONS.find((a) => a === action);
  return known ? { report, action: known } : null;
}
