import { Card, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventRecord, MatchRecord, TeamRecord, ThemeRecord } from '@castline/contracts';
import {
  formatDate,
  formatFriendlyStartTime,
  isMatchComplete,
  type MatchSlot,
} from '@castline/domain';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { useHydrated } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingMissing,
  isThingReady,
  readyThings,
  type HydrationTree,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { describeMatch } from '../describe-match.js';
import { useMatchBrackets } from '../hooks/use-match-brackets.js';
import classes from './upcoming-match-row.module.css';

export type TeamWithTheme = WithLinks<TeamRecord, { theme: Loadable<ThemeRecord>[] }>;
export type UpcomingMatch = WithLinks<
  MatchRecord,
  {
    teams: Loadable<TeamWithTheme>[];
    event: Loadable<WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }>>[];
  }
>;

/** What a home-page match row reads (public-site §7: the matches, their teams' themes and the event's theme). */
export const UPCOMING_MATCH_TREE: HydrationTree = {
  teams: { theme: true },
  event: { theme: true },
};

function TeamSide({
  slot,
  side,
}: {
  readonly slot: MatchSlot<TeamWithTheme>;
  readonly side: 'left' | 'right';
}) {
  const team = slot.kind === 'team' ? slot.team : null;
  const theme = team ? (readyThings(team.theme)[0] ?? null) : null;
  const colors = getLogoColors(theme);
  const name = team
    ? team.name?.trim() || CLIENT_TEXT.matchTbd
    : slot.kind === 'placeholder'
      ? slot.name
      : CLIENT_TEXT.matchTbd;
  return (
    <div
      className={side === 'left' ? classes.teamLeft : classes.teamRight}
      data-testid="upcoming-match-team"
    >
      <span className={classes.logo} style={{ background: colors.background, color: colors.text }}>
        {team ? (
          <ThingImage
            attachmentId={getThemeLogoId(theme, 'small')}
            size="w-50"
            alt=""
            fallbackColor={colors.background}
            style={{ width: '78%', height: '78%', background: 'transparent' }}
          />
        ) : (
          <span aria-hidden="true">?</span>
        )}
      </span>
      <Text
        fw={700}
        className={classes.teamName}
        title={name}
        data-testid="upcoming-match-team-name"
      >
        {name}
      </Text>
    </div>
  );
}

/**
 * One upcoming match on the home page (public-site §2 "/"): both sides with their theme colours and logos
 * (or placeholders), the event, and the start in the user's zone and clock; links to the match page.
 */
export function UpcomingMatchRow({ matchId }: { readonly matchId: string }) {
  const match = useHydrated<UpcomingMatch>(matchId, UPCOMING_MATCH_TREE);
  const { timeZone, use24HourTime } = useDateFormatter();
  const brackets = useMatchBrackets(isThingReady(match) ? match : null);
  if (isThingMissing(match) || match === undefined) return null;
  if (!isThingReady(match) || match.teams.some(isThingLoading) || brackets.isLoading) {
    return <Skeleton height={84} radius="lg" data-testid="upcoming-match-loading" />;
  }
  const teams = readyThings(match.teams);
  const event = readyThings(match.event)[0] ?? null;
  const { slots, name, isSpecial, scoreText } = describeMatch(
    match,
    teams,
    event,
    brackets.brackets,
  );
  const start =
    formatFriendlyStartTime({
      start: match.start,
      now: Date.now(),
      timeZone,
      use24HourTime,
      isDecided: isMatchComplete(match),
    }) ?? CLIENT_TEXT.matchNoStart;
  const fullStart = match.start
    ? formatDate(match.start, timeZone, use24HourTime)
    : CLIENT_TEXT.matchNoStart;

  const context = [event?.short || event?.name, match.round ?? match.week_text ?? match.match_group]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card
      component={Link}
      to={getEntityPath('match', match.id)}
      padding="md"
      radius="lg"
      withBorder
      className={classes.row}
      aria-label={`${name}, ${fullStart}`}
      data-testid="upcoming-match"
      data-match-id={match.id}
    >
      {isSpecial ? (
        <Text fw={800} size="lg" className={classes.special}>
          {name}
        </Text>
      ) : (
        <TeamSide slot={slots[0]} side="left" />
      )}
      <div className={classes.center}>
        {context && (
          <Text
            size="xs"
            c="dimmed"
            tt="uppercase"
            fw={700}
            className={classes.context}
            title={context}
          >
            {context}
          </Text>
        )}
        <Text fw={800} size="sm" title={fullStart} data-testid="upcoming-match-start">
          {start}
        </Text>
        {!isSpecial &&
          /* a started match shows its score instead of 'vs' (updates live) */
          (scoreText ? (
            <Text fw={900} size="lg" data-testid="upcoming-match-score">
              {scoreText}
            </Text>
          ) : (
            <Text size="xs" c="dimmed" fw={700} className={classes.vs}>
              {CLIENT_TEXT.matchVs}
            </Text>
          ))}
      </div>
      {!isSpecial && <TeamSide slot={slots[1]} side="right" />}
    </Card>
  );
}
