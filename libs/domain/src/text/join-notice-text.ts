import { NOTICE_TEXT_SEPARATOR, type NoticeText } from './notice-text.js';

/**
 * Joins prefix and text into notice_text as '{prefix}|{text}' (broadcast spec §3). Pipes in the prefix are dropped
 * so the value splits back the same way; two empty parts give ''.
 */
export function joinNoticeText(notice: NoticeText): string {
  const prefix = notice.prefix.split(NOTICE_TEXT_SEPARATOR).join('');
  if (prefix === '' && notice.text === '') return '';
  return `${prefix}${NOTICE_TEXT_SEPARATOR}${notice.text}`;
}
