import { CHAT_BUTTON_ACTIONS } from './chat-buttons.js';
import { formatChatButtonId } from './format-chat-button-id.js';
import { parseChatButtonId } from './parse-chat-button-id.js';

const REPORT = 'recAbCdEfGhIjKlMn';

describe('chat button ids (RULES b.7 buttons carry report id and action)', () => {
  it.each(CHAT_BUTTON_ACTIONS)(
    '%s round-trips through custom_id within 100 characters',
    (action) => {
      const id = formatChatButtonId({ report: REPORT, action });
      expect(id.length).toBeLessThanOrEqual(100);
      expect(parseChatButtonId(id)).toEqual({ report: REPORT, action });
    },
  );

  it.each([
    ['another prefix', `other:rs:${REPORT}:approve`],
    ['an unknown action', `castline:rs:${REPORT}:withdraw`],
    ['a malformed report id', 'castline:rs:rec123:approve'],
    ['extra parts', `castline:rs:${REPORT}:approve:x`],
    ['nothing', ''],
  ])('refuses %s', (_name, id) => {
    expect(parseChatButtonId(id)).toBeNull();
  });
});
