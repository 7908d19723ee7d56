import { NOTICE_TEXT_SEPARATOR, type NoticeText } from './notice-text.js';

/**
 * Splits notice_text into prefix and text at the first '|' (broadcast spec §3, RULES (g)); later pipes stay in the
 * text. Without a '|', the whole value is the text and the prefix is empty.
 */
export function splitNoticeText(noticeText: string | null | undefined): NoticeText {
  const value = noticeText ?? '';
  const at = value.indexOf(NOTICE_TEXT_SEPARATOR);
  if (at === -1) return { prefix: '', text: value };
  return { prefix: value.slice(0, at), text: value.slice(at + NOTICE_TEXT_SEPARATOR.length) };
}
