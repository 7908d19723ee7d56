/** The separator between the prefix and the text of a broadcast's notice_text (broadcast spec §3). */
export const NOTICE_TEXT_SEPARATOR = '|';

/** notice_text split into its two parts. */
export interface NoticeText {
  readonly prefix: string;
  readonly text: string;
}
