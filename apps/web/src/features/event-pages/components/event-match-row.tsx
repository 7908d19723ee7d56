import { useId } from 'react';
import { Link } from 'react-router';
import type { MatchRecord, TeamRecord, ThemeRecord } from '@castline/contracts';
import {
  formatClockTime,
  formatDate,
  formatOrdinal,
  getTimeZoneAbbreviation,
  getZonedDateParts,
  isMatchComplete,
  type MatchSlot,
} from '@castline/domain';
import { CLIENT_TEXT, EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import {
  isThingLoading,
  readyThings,
  type HydrationTree,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { describeMatch } from '../../matches/describe-match.js';
import { useMatchBrackets } from '../../matches/hooks/use-match-brackets.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { LazyMatchReportLabels } from '../../reports/components/lazy-match-report-labels.js';
import classes from './event-match-row.module.css';

export type RowTeam = WithLinks<TeamRecord, { theme: Loadable<ThemeRecord>[] }>;
/** A match with its teams and their themes, as schedule rows read it. */
export type RowMatch = WithLinks<MatchRecord, { teams: Loadable<RowTeam>[] }>;

/** What a schedule row reads. */
export const EVENT_MATCH_ROW_TREE: HydrationTree = { teams: { theme: true } };

/** 'Sat 21st Nov' in the user's zone (the row's day when the list has no day headings). */
function formatRowDay(start: string, timeZone: string): string {
  const parts = getZonedDateParts(start, timeZone);
  return `${parts.weekdayShort} ${formatOrdinal(parts.day)} ${parts.monthShort}`;
}

function Side({
  slot,
  outcome,
  align,
  pending = false,
}: {
  readonly slot: MatchSlot<RowTeam>;
  readonly outcome: 'win' | 'loss' | null;
  readonly align: 'left' | 'right';
  /** The match's brackets are loading: a placeholder's text is not known yet. */
  readonly pending?: boolean;
}) {
  const team = slot.kind === 'team' ? slot.team : null;
  const theme = team ? (readyThings(team.theme)[0] ?? null) : null;
  const colors = getLogoColors(theme);
  const name = team
    ? team.name?.trim() || EVENT_TEXT.bracketTbd
    : slot.kind === 'placeholder' && !pending
      ? slot.name
      : '';
  return (
    <span
      className={`${classes.side} ${align === 'right' ? classes.team1 : classes.team2} ${
        outcome === 'loss' ? classes.loser : ''
      } ${outcome === 'win' ? classes.winner : ''}`}
      data-testid="schedule-team"
    >
      <span
        className={classes.logo}
        style={{
          background: team ? colors.background : 'color-mix(in srgb, currentColor 8%, transparent)',
        }}
      >
        {team && (
          <ThingImage
            attachmentId={getThemeLogoId(theme, 'small')}
            size="w-50"
            alt=""
            className={classes.logoImage}
            fallbackColor="transparent"
          />
        )}
      </span>
      <span
        className={`${classes.name} ${team ? '' : classes.placeholder}`}
        title={name || undefined}
        data-testid="schedule-team-name"
      >
        {name}
      </span>
    </span>
  );
}

/**
 * One match in an event list (schedule, overview): start (clock time under a day heading, else the full date),
 * both teams with logos (or placeholders), the score or 'vs', the forfeit mark, live state, stage and stream
 * code; links to the match page. Updates live with the store.
 */
export function EventMatchRow({
  match,
  showDate = false,
}: {
  readonly match: RowMatch;
  /** Show the full date (lists without day headings). */
  readonly showDate?: boolean;
}) {
  const { timeZone, use24HourTime } = useDateFormatter();
  const teams = readyThings(match.teams);
  const brackets = useMatchBrackets(match);
  const { user } = useAuth();
  const labelsId = useId();
  const {
    slots,
    name,
    isSpecial: special,
    display,
  } = describeMatch(match, teams, null, brackets.brackets);
  const live = match.live && !isMatchComplete(match);
  const winner = display.kind === 'vs' ? null : display.winner;
  const hasScore = display.kind !== 'vs';
  const time = match.start
    ? `${formatClockTime(match.start, timeZone, use24HourTime)} ${getTimeZoneAbbreviation(match.start, timeZone)}`
    : null;
  const day = match.start && showDate ? formatRowDay(match.start, timeZone) : null;
  const start = time ? [day, time].filter(Boolean).join(' ') : EVENT_TEXT.scheduleUnscheduled;
  const context = [match.match_group, match.round ?? match.week_text].filter(Boolean).join(' · ');
  const [left, right] =
    display.kind === 'forfeit'
      ? display.marks
      : display.kind === 'score'
        ? [String(display.scores[0]), String(display.scores[1])]
        : ['0', '0'];
  const loading = match.teams.some(isThingLoading) || brackets.isLoading;
  return (
    <Link
      to={getEntityPath('match', match.id)}
      className={`${classes.row} ${live ? classes.live : ''}`}
      aria-label={EVENT_TEXT.scheduleMatchLabel(name, live ? EVENT_TEXT.scheduleLiveBadge : start)}
      aria-describedby={user ? labelsId : undefined}
      data-testid="schedule-match"
      data-match-id={match.id}
      data-loading={loading ? 'true' : undefined}
    >
      <span className={classes.when}>
        {live ? (
          <span className={classes.liveBadge}>{EVENT_TEXT.scheduleLiveBadge}</span>
        ) : (
          <span title={match.start ? formatDate(match.start, timeZone, use24HourTime) : undefined}>
            {day && <span className={classes.day}>{day}</span>}
            {time ?? EVENT_TEXT.scheduleUnscheduled}
          </span>
        )}
      </span>
      {special ? (
        <span className={classes.special}>{name}</span>
      ) : (
        <>
          <Side
            slot={slots[0]}
            outcome={winner === null ? null : winner === 1 ? 'win' : 'loss'}
            align="right"
            pending={brackets.isLoading}
          />
          <span className={classes.center}>
            {hasScore ? (
              <span
                className={classes.score}
                data-testid="schedule-score"
                aria-label={EVENT_TEXT.scheduleScoreLabel(left, right)}
              >
                {EVENT_TEXT.scheduleScore(left, right)}
              </span>
            ) : (
              <span className={classes.vs}>{CLIENT_TEXT.matchVs}</span>
            )}
          </span>
          <Side
            slot={slots[1]}
            outcome={winner === null ? null : winner === 2 ? 'win' : 'loss'}
            align="left"
            pending={brackets.isLoading}
          />
        </>
      )}
      <span className={classes.meta}>
        {context && (
          <span className={classes.context} title={context} data-testid="schedule-context">
            {context}
          </span>
        )}
        <LazyMatchReportLabels id={labelsId} match={match} teams={teams} event={null} size="xs" />
        {match.stream_code && (
          <span className={classes.stream} title={EVENT_TEXT.scheduleStream(match.stream_code)}>
            {EVENT_TEXT.scheduleStream(match.stream_code)}
          </span>
        )}
      </span>
    </Link>
  );
}
