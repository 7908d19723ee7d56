import {
  RescheduleDataSchema,
  ScoreReportDataSchema,
  type RescheduleData,
} from '@castline/contracts';
import { formatChatButtonId, type ReportNotificationStep } from '@castline/domain';
import type {
  ChatActionRow,
  ChatMessage,
  NotifierContext,
  NotifierMap,
  NotifierTeam,
} from './notifier-types.js';

type Recipient = ReportNotificationStep['recipient'];

/**
 * The reference key of a post (message key @ recipient): the notifier keeps its message references per report and
 * key (RULES b.7), and one message key may go to a team and to staff ('score-countered').
 */
export const refKey = (message: string, recipient: Recipient): string =>
  `${message}@${recipient ?? 'none'}`;

/**
 * The posts that ask someone to act: 'Remove pending requests' deletes these (and only these) of the report. The
 * staff log lines, the outcomes told to teams and the public posts stay.
 */
export const REQUEST_REF_KEYS: readonly string[] = [
  refKey('score-approval-request', 'opponent'),
  refKey('score-staff-approval-request', 'staff'),
  refKey('score-countered', 'submitting-team'),
  refKey('score-disputed', 'staff'),
  refKey('reschedule-pre-approval-notice', 'staff'),
  refKey('reschedule-approval-request', 'opponent'),
  refKey('reschedule-staff-approval-request', 'staff'),
];

const teamName = (team: NotifierTeam | null) => team?.name ?? 'TBD';
const bold = (text: string) => `**${text.replace(/\*/g, '\\*')}**`;
/** A Discord timestamp (`<t:unix:F>`): every reader sees it in their own time zone. */
export const chatTime = (at: Date | string | number | null): string => {
  if (at === null) return 'no time set';
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(ms) ? `<t:${Math.floor(ms / 1000)}:F>` : 'no time set';
};
const link = (url: string) => `<${url}>`;

/** The teams of a recipient, in stored order (nulls dropped). */
export function recipientTeams(recipient: Recipient, ctx: NotifierContext): NotifierTeam[] {
  const teams = ctx.teams.filter((t): t is NotifierTeam => t !== null);
  const submitting = ctx.report?.team ?? null;
  switch (recipient) {
    case 'opponent':
      return teams.filter((t) => t.id !== submitting);
    case 'submitting-team':
      return teams.filter((t) => t.id === submitting);
    case 'other-team':
      return ctx.actor.team ? teams.filter((t) => t.id !== ctx.actor.team) : teams;
    case 'both-teams':
      return teams;
    case 'staff':
    case 'public':
    case null:
      return [];
  }
}

function scoreLine(ctx: NotifierContext, s1: number | null, s2: number | null): string {
  const [a, b] = ctx.teams;
  return `${teamName(a)} ${s1 ?? 0}–${s2 ?? 0} ${teamName(b)}`;
}

function reportedScore(data: unknown, ctx: NotifierContext): string | null {
  const parsed = ScoreReportDataSchema.safeParse(data);
  if (!parsed.success) return null;
  const { score_1, score_2, forfeit } = parsed.data.matchData;
  return `${scoreLine(ctx, score_1, score_2)}${forfeit ? ' (forfeit)' : ''}`;
}

function rescheduleData(ctx: NotifierContext): RescheduleData | null {
  const parsed = RescheduleDataSchema.safeParse(ctx.report?.data);
  return parsed.success ? parsed.data : null;
}

function mapLine(map: NotifierMap, index: number, ctx: NotifierContext): string {
  const [a, b] = ctx.teams;
  const parts = [`Map ${map.number ?? index + 1}`, map.name];
  if (map.score_1 !== null || map.score_2 !== null)
    parts.push(`${map.score_1 ?? 0}–${map.score_2 ?? 0}`);
  if (map.draw) parts.push('Draw');
  else if (map.winner) parts.push(`won by ${map.winner}`);
  if (map.replay_code) parts.push(`replay ${map.replay_code}`);
  const heroes = (label: string, lists: [string[], string[]]) =>
    lists[0].length || lists[1].length
      ? `${label} ${teamName(a)}: ${lists[0].join(', ') || '—'}; ${teamName(b)}: ${lists[1].join(', ') || '—'}`
      : null;
  const picks = heroes('picks', map.picks);
  const bans = heroes('bans', map.bans);
  if (picks) parts.push(picks);
  if (bans) parts.push(bans);
  return parts.join(' · ');
}

/** The public match report of b.7 score-applied: teams, winner, score, a forfeit line, one line per unbanned map. */
function publicMatchReport(ctx: NotifierContext): string {
  const { match } = ctx;
  const [a, b] = ctx.teams;
  const s1 = match.score_1 ?? 0;
  const s2 = match.score_2 ?? 0;
  const winner = s1 === s2 ? null : s1 > s2 ? a : b;
  const lines = [
    `${bold(`${teamName(a)} vs ${teamName(b)}`)}${ctx.eventName ? ` · ${ctx.eventName}` : ''}`,
    `Winner: ${winner ? bold(teamName(winner)) : 'none'} · ${scoreLine(ctx, s1, s2)}`,
  ];
  if (match.forfeit)
    lines.push(`Forfeit${match.forfeit_reason ? `: ${match.forfeit_reason}` : ''}`);
  match.maps
    .filter((m) => !m.banned)
    .forEach((map, i) => {
      lines.push(mapLine(map, i, ctx));
    });
  lines.push(link(`${ctx.siteUrl}/match/${match.id}`));
  return lines.join('\n');
}

/** The readable log of a report (b.6) for staffCompletedScoreReport, one line per entry. */
function reportLog(ctx: NotifierContext): string {
  const names = new Map(ctx.teams.filter((t) => t).map((t) => [t!.id, t!.name]));
  const lines = (ctx.report?.log ?? []).map((entry) => {
    const who = entry.staff ? 'Staff' : entry.team ? (names.get(entry.team) ?? 'A team') : 'System';
    return `- ${chatTime(entry.at)} ${who}: ${entry.text}`;
  });
  return lines.join('\n');
}

function rescheduleButtons(reportId: string, staff: boolean): ChatActionRow[] {
  const approve = staff ? 'staff-approve' : 'approve';
  const deny = staff ? 'staff-deny' : 'deny';
  return [
    {
      type: 1,
      components: [
        {
          type: 2,
          style: 3,
          label: 'Approve',
          custom_id: formatChatButtonId({ report: reportId, action: approve }),
        },
        {
          type: 2,
          style: 4,
          label: 'Deny',
          custom_id: formatChatButtonId({ report: reportId, action: deny }),
        },
        {
          type: 2,
          style: 2,
          label: 'Details',
          custom_id: formatChatButtonId({ report: reportId, action: 'details' }),
        },
      ],
    },
  ];
}

/** The text of a request's proposed and current start (every reschedule message shows both, b.7). */
function proposal(ctx: NotifierContext): string {
  const data = rescheduleData(ctx);
  const previous = data ? data.previous_start : (ctx.match.start?.toISOString() ?? null);
  return `proposed ${chatTime(data?.start ?? null)}, current ${chatTime(previous)}`;
}

/**
 * The chat message of one planned post (RULES b.7), or null when it cannot say anything (a team message with no
 * team to tell). Team recipients are pinged by role (`<@&role_id>`, allowed_mentions limited to those roles),
 * asks link to the match's score-reporting or rescheduling page on the public site, reschedule asks carry the
 * approve / deny / details buttons. All texts are new copy (†).
 */
export function renderNotification(
  message: string,
  recipient: Recipient,
  ctx: NotifierContext,
): ChatMessage | null {
  const teams = recipientTeams(recipient, ctx);
  if (
    (recipient === 'opponent' ||
      recipient === 'submitting-team' ||
      recipient === 'other-team' ||
      recipient === 'both-teams') &&
    teams.length === 0
  )
    return null;
  const roles = teams.map((t) => t.role_id).filter((r): r is string => r !== null);
  const ping = teams.map((t) => (t.role_id ? `<@&${t.role_id}>` : bold(t.name))).join(' ');
  const [a, b] = ctx.teams;
  const versus = bold(`${teamName(a)} vs ${teamName(b)}`);
  const submitting = ctx.teams.find((t) => t && t.id === ctx.report?.team) ?? null;
  const opponent = ctx.teams.find((t) => t && t.id !== ctx.report?.team) ?? null;
  const scoreUrl = link(`${ctx.siteUrl}/match/${ctx.match.id}/score-reporting`);
  const rescheduleUrl = link(`${ctx.siteUrl}/match/${ctx.match.id}/rescheduling`);
  const matchUrl = link(`${ctx.siteUrl}/match/${ctx.match.id}`);
  const reported = reportedScore(ctx.report?.data, ctx) ?? 'no score';
  const countered = reportedScore(ctx.report?.countered_data, ctx) ?? 'no score';
  let components: ChatActionRow[] = [];
  let text: string;
  switch (message) {
    case 'score-approval-request':
      text = `${ping} ${teamName(submitting)} reported the score of ${versus}: ${reported}. Please approve or counter it: ${scoreUrl}`;
      break;
    case 'score-staff-approval-request':
      text = `Staff approval needed: the score report of ${versus} (${reported}). ${scoreUrl}`;
      break;
    case 'score-countered':
      text =
        recipient === 'staff'
          ? `${teamName(opponent)} countered the score report of ${versus}: reported ${reported}, counter ${countered}. ${scoreUrl}`
          : `${ping} ${teamName(opponent)} countered your score report of ${versus} with ${countered}. Accept or reject the counter: ${scoreUrl}`;
      break;
    case 'score-disputed':
      text = `Staff decision needed: the score report of ${versus} is disputed (reported ${reported}, counter ${countered}). ${scoreUrl}`;
      break;
    case 'score-denied':
      text =
        recipient === 'staff'
          ? `The score report of ${versus} was denied by staff.`
          : `${ping} Staff denied the score report of ${versus}. A new report can be submitted: ${scoreUrl}`;
      break;
    case 'score-deleted':
      text = `${versus}: Staff deleted the score report.`;
      break;
    case 'score-superseded':
      text = `${versus}: The match result was set another way, so the score report no longer applies.`;
      break;
    case 'score-report-log':
      text = `Score report applied: ${versus} ${scoreLine(ctx, ctx.match.score_1, ctx.match.score_2)}\n${reportLog(ctx)}\n${matchUrl}`;
      break;
    case 'public-match-report':
      text = publicMatchReport(ctx);
      break;
    case 'apply-failed':
      text = `Applying the score report of ${versus} failed: ${ctx.reason ?? 'no reason given'}. The report keeps its state. ${scoreUrl}`;
      break;
    case 'reschedule-pre-approval-notice':
      text = `${teamName(submitting)} asks to move ${versus}: ${proposal(ctx)}. Waiting for ${teamName(opponent)}; staff can pre-approve: ${rescheduleUrl}`;
      break;
    case 'reschedule-approval-request':
      text = `${ping} ${teamName(submitting)} asks to move ${versus}: ${proposal(ctx)}. Approve or deny here or on ${rescheduleUrl}`;
      components = ctx.report ? rescheduleButtons(ctx.report.id, false) : [];
      break;
    case 'reschedule-staff-approval-request':
      text = `Staff approval needed: ${teamName(submitting)} asks to move ${versus}: ${proposal(ctx)}. ${rescheduleUrl}`;
      components = ctx.report ? rescheduleButtons(ctx.report.id, true) : [];
      break;
    case 'reschedule-time-stands': {
      const verb = ctx.report?.state === 'Withdrawn' ? 'was withdrawn' : 'was denied';
      text = `${ping} The request to move ${versus} ${verb}. The time stands (${chatTime(ctx.match.start)}); a new request can be made: ${rescheduleUrl}`;
      break;
    }
    case 'reschedule-locked':
      text = `${ping} Staff denied the request to move ${versus}. Rescheduling is locked for this match; please contact staff.`;
      break;
    case 'match-time-changed':
      text = `${ping} ${versus} now starts ${chatTime(ctx.match.start)}. ${matchUrl}`;
      break;
    case 'bracket-resolve-conflict':
      text = `Bracket alert for ${versus}: ${ctx.reason ?? 'the resolver found a conflict'}. ${matchUrl}`;
      break;
    default:
      return null;
  }
  return {
    content: text.trim().slice(0, 2000),
    allowed_mentions: { parse: [], roles },
    components,
  };
}

/** The summary a details button answers (privately to the presser). */
export function renderReportSummary(ctx: NotifierContext): string {
  const [a, b] = ctx.teams;
  const versus = bold(`${teamName(a)} vs ${teamName(b)}`);
  const submitting = ctx.teams.find((t) => t && t.id === ctx.report?.team) ?? null;
  if (ctx.report?.type === 'reschedule')
    return `Reschedule request of ${versus} by ${teamName(submitting)} (${ctx.report.state}): ${proposal(ctx)}. ${link(`${ctx.siteUrl}/match/${ctx.match.id}/rescheduling`)}`;
  const reported = reportedScore(ctx.report?.data, ctx) ?? 'no score';
  return `Score report of ${versus} by ${teamName(submitting)} (${ctx.report?.state ?? 'unknown'}): ${reported}. ${link(`${ctx.siteUrl}/match/${ctx.match.id}/score-reporting`)}`;
}
