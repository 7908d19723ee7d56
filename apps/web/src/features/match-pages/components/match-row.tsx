import { useId } from 'react';
import { Badge, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type MatchSlot } from '@castline/domain';
import { CLIENT_TEXT, PAGES_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { useHydrated } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingMissing,
  isThingReady,
  readyThings,
} from '../../../lib/things/thing-types.js';
import classes from '../../entity-pages/components/entity-pages.module.css';
import rowClasses from './match-row.module.css';
import { formatMatchWhen } from '../format-match-when.js';
import { getMatchContext } from '../get-match-context.js';
import { describeMatch } from '../../matches/describe-match.js';
import { useMatchBrackets } from '../../matches/hooks/use-match-brackets.js';
import { getTeamResult } from '../get-team-result.js';
import { LISTED_MATCH_TREE, type ListedMatch, type TeamWithTheme } from '../match-types.js';
import { TeamChip } from './team-chip.js';
import { LazyMatchReportLabels } from '../../reports/components/lazy-match-report-labels.js';
import { useAuth } from '../../../lib/auth/auth-context.js';

function Side({
  slot,
  side,
  outcome,
}: {
  readonly slot: MatchSlot<TeamWithTheme>;
  readonly side: 'left' | 'right';
  readonly outcome: 'winner' | 'loser' | null;
}) {
  const team = slot.kind === 'team' ? slot.team : null;
  const theme = team ? (readyThings(team.theme)[0] ?? null) : null;
  const name = team
    ? team.name?.trim() || CLIENT_TEXT.matchTbd
    : slot.kind === 'placeholder'
      ? slot.name
      : CLIENT_TEXT.matchTbd;
  return (
    <span
      className={`${classes.matchSide} ${side === 'left' ? classes.matchLeft : classes.matchRight}`}
    >
      <TeamChip theme={theme} code={team?.code ?? null} />
      <span
        className={`${classes.matchTeamName} ${rowClasses.teamName} ${outcome === 'winner' ? classes.winner : outcome === 'loser' ? classes.loser : ''}`}
        title={name}
        data-testid="match-row-team"
      >
        {name}
      </span>
    </span>
  );
}

/**
 * One match in a list (team matches, played matches, casts, previous meetings): start, both sides with their
 * logos, the score (or W / FF, or 'vs'), its context, and, seen from a team, a win or loss badge. Links to the
 * match page; updates live.
 */
export function MatchRow({
  matchId,
  perspective,
}: {
  readonly matchId: string;
  /** Team ids whose result the row shows (W / L). */
  readonly perspective?: readonly string[];
}) {
  const match = useHydrated<ListedMatch>(matchId, LISTED_MATCH_TREE);
  const { timeZone, use24HourTime } = useDateFormatter();
  const brackets = useMatchBrackets(isThingReady(match) ? match : null);
  const { user } = useAuth();
  const labelsId = useId();
  if (isThingMissing(match) || match === undefined) return null;
  if (!isThingReady(match) || match.teams.some(isThingLoading) || brackets.isLoading) {
    return <Skeleton height={52} radius="md" data-testid="match-row-loading" />;
  }
  const teams = readyThings(match.teams);
  const event = readyThings(match.event)[0] ?? null;
  const {
    slots,
    name,
    display,
    scoreText: score,
  } = describeMatch(match, teams, event, brackets.brackets);
  const winner = display.kind === 'vs' ? null : display.winner;
  const when = formatMatchWhen(match.start, timeZone, use24HourTime);
  const result = perspective
    ? getTeamResult({ ...match, teams: match.teams.map((team) => team.__id) }, perspective)
    : null;
  const outcome = (side: 1 | 2) => (winner === null ? null : winner === side ? 'winner' : 'loser');
  const scoreText = score ?? CLIENT_TEXT.matchVs;
  return (
    <div className={classes.matchRowBox}>
      <Link
        to={getEntityPath('match', match.id)}
        className={classes.matchRow}
        aria-label={`${name}${display.kind === 'vs' ? '' : `, ${scoreText}`}${when ? `, ${when.date} ${when.time}` : ''}`}
        aria-describedby={user ? labelsId : undefined}
        data-testid="match-row"
        data-match-id={match.id}
      >
        <span className={classes.matchWhen}>
          <Text size="xs" fw={700} lineClamp={1}>
            {when?.date ?? PAGES_TEXT.matchNoStart}
          </Text>
          {when && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {when.time}
            </Text>
          )}
        </span>
        <Side slot={slots[0]} side="left" outcome={outcome(1)} />
        <span className={classes.matchScore}>
          {match.live ? (
            <Badge color="red" variant="filled" size="sm" mb={2}>
              {PAGES_TEXT.matchLive}
            </Badge>
          ) : null}
          <Text
            fw={900}
            size={display.kind === 'vs' ? 'xs' : 'md'}
            c={display.kind === 'vs' ? 'dimmed' : undefined}
            data-testid="match-row-score"
          >
            {scoreText}
          </Text>
        </span>
        <Side slot={slots[1]} side="right" outcome={outcome(2)} />
        <span className={classes.matchContext}>
          {result && (
            <Badge
              color={result === 'win' ? 'teal' : 'red'}
              variant="light"
              size="sm"
              data-testid="match-row-result"
            >
              {result === 'win' ? 'W' : 'L'}
            </Badge>
          )}
          <Text size="xs" c="dimmed" lineClamp={2}>
            {getMatchContext(match, event)}
          </Text>
          <LazyMatchReportLabels
            id={labelsId}
            match={match}
            teams={teams}
            event={event}
            size="xs"
            justify="flex-end"
          />
        </span>
      </Link>
    </div>
  );
}

/** A list of matches (each row loads itself). */
export function MatchList({
  matchIds,
  perspective,
  testId,
}: {
  readonly matchIds: readonly string[];
  readonly perspective?: readonly string[];
  readonly testId?: string;
}) {
  return (
    <div style={{ display: 'grid', gap: 8 }} data-testid={testId ?? 'match-list'}>
      {matchIds.map((id) => (
        <MatchRow key={id} matchId={id} perspective={perspective} />
      ))}
    </div>
  );
}
