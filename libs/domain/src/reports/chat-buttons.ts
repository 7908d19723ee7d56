/**
 * The buttons the notifier puts on a reschedule ask (RULES b.7 "Buttons in chat carry report id and action"). A
 * press runs the action its audience would call in the browser: approve-match-reschedule for a team ask,
 * staff-approve-match-reschedule for a staff ask; details answers the request's summary.
 */
export const CHAT_BUTTON_ACTIONS = [
  'approve',
  'deny',
  'details',
  'staff-approve',
  'staff-deny',
] as const;
export type ChatButtonAction = (typeof CHAT_BUTTON_ACTIONS)[number];

/** A button's meaning: which report, which action. */
export interface ChatButton {
  report: string;
  action: ChatButtonAction;
}

/** The prefix of every Castline button id (`custom_id`), so other bots' buttons are never mistaken for ours. */
export const CHAT_BUTTON_PREFIX = 'castline:rs';
