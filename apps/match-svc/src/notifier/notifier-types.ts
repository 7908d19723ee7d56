import type { ReportChannel, ReportNotificationStep, ReportSettings } from '@castline/domain';

/** A team as the notifier names and pings it (RULES (h) Team discord_control.role_id). */
export interface NotifierTeam {
  id: string;
  name: string;
  /** The team's chat role, pinged as `<@&role_id>`; null: the team is named, not pinged. */
  role_id: string | null;
}

/** A map of the match, for the public match report (b.7 score-applied). */
export interface NotifierMap {
  number: number | null;
  name: string;
  score_1: number | null;
  score_2: number | null;
  winner: string | null;
  draw: boolean;
  banned: boolean;
  replay_code: string | null;
  /** Hero names per team (stored order). */
  picks: [string[], string[]];
  bans: [string[], string[]];
}

/** A report log entry (b.6) as the notifier prints it. */
export interface NotifierLogEntry {
  at: number;
  team: string | null;
  staff: boolean;
  text: string;
}

/** The report a notification is about, read when the event is handled. */
export interface NotifierReport {
  id: string;
  type: 'score' | 'reschedule';
  state: string;
  /** The submitting team (report.team[0]). */
  team: string | null;
  data: unknown;
  countered_data: unknown;
  log: NotifierLogEntry[];
  approved_by_staff: boolean;
}

/** What a message is rendered from: the match, its teams (stored order), the event, the report and the event. */
export interface NotifierContext {
  /** The public site, without a trailing slash. */
  siteUrl: string;
  eventName: string | null;
  match: {
    id: string;
    start: Date | null;
    score_1: number | null;
    score_2: number | null;
    forfeit: boolean;
    forfeit_reason: string | null;
    maps: NotifierMap[];
  };
  teams: [NotifierTeam | null, NotifierTeam | null];
  report: NotifierReport | null;
  /** Who did the transition (the event's actor). */
  actor: { team: string | null; staff: boolean };
  /** apply-failed: why; resolve-conflict: the resolver's message. */
  reason: string | null;
}

/** The event blocks the notifier reads (RULES b.1, (h) logging), when the event is handled. */
export interface NotifierSettings extends ReportSettings {
  sendStaffPreapprovalNotifications: boolean;
}

/** A Discord button (component type 2) in an action row (type 1). */
export interface ChatButtonComponent {
  type: 2;
  /** 1 primary, 2 secondary, 3 success, 4 danger. */
  style: 1 | 2 | 3 | 4;
  label: string;
  custom_id: string;
}
export interface ChatActionRow {
  type: 1;
  components: ChatButtonComponent[];
}

/** A chat message in Discord's create-message shape (content, allowed_mentions, components). */
export interface ChatMessage {
  content: string;
  /** Only the pinged team roles may notify; never @everyone or users named in free text. */
  allowed_mentions: { parse: []; roles: string[] };
  components: ChatActionRow[];
}

/** A message step of the plan whose channel is configured, with the channel's id. */
export interface PlannedPost {
  action: 'post';
  step: ReportNotificationStep & { channel: ReportChannel; message: string };
  channelId: string;
}
/** One notifier operation, as the consumer plans it and the delivery worker runs it. */
export type PlannedStep = PlannedPost | { action: 'remove-requests' };
