import { Badge, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { getSeriesLabel, type MatchSlot } from '@castline/domain';
import { CLIENT_TEXT, PAGES_TEXT } from '../../../lib/client-text.js';
import { useLinkContext } from '../../../lib/host/site-context.js';
import { getEntityPath, getEventLink } from '../../../lib/links/site-links.js';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { SiteAnchor } from '../../../ui/site-anchor.js';
import { ThingImage } from '../../../ui/thing-image.js';
import entityClasses from '../../entity-pages/components/entity-pages.module.css';
import { getMatchContext } from '../get-match-context.js';
import { describeMatch } from '../../matches/describe-match.js';
import type { MatchPageContext } from '../match-page-types.js';
import type { TeamWithTheme } from '../match-types.js';
import { LazyMatchReportLabels } from '../../reports/components/lazy-match-report-labels.js';
import classes from './match-header.module.css';

function Side({
  slot,
  side,
  dim,
  pending = false,
}: {
  readonly slot: MatchSlot<TeamWithTheme>;
  readonly side: 1 | 2;
  readonly dim: boolean;
  /** The match's brackets are loading: a placeholder's text is not known yet. */
  readonly pending?: boolean;
}) {
  const team = slot.kind === 'team' ? slot.team : null;
  const theme = team ? (readyThings(team.theme)[0] ?? null) : null;
  const logo = getLogoColors(theme);
  const logoId = getThemeLogoId(theme, 'default');
  const name = team
    ? team.name?.trim() || CLIENT_TEXT.matchTbd
    : slot.kind === 'placeholder'
      ? pending
        ? ''
        : slot.name
      : CLIENT_TEXT.matchTbd;
  const content = (
    <>
      <span
        className={classes.sideLogo}
        style={{ background: logo.background, color: logo.text }}
        aria-hidden="true"
      >
        {logoId ? (
          <ThingImage
            attachmentId={logoId}
            size="h-120"
            alt=""
            fallbackColor="transparent"
            style={{ width: '80%', height: '80%' }}
          />
        ) : (
          (team?.code ?? '?').slice(0, 3)
        )}
      </span>
      <span
        className={`${classes.sideName} ${dim ? classes.dim : ''}`}
        data-testid={`match-team-${side}`}
      >
        {name}
      </span>
    </>
  );
  const className = `${classes.side} ${side === 2 ? classes.sideRight : ''}`;
  return team ? (
    <Link to={getEntityPath('team', team.id)} className={className}>
      {content}
    </Link>
  ) : (
    <span className={className}>{content}</span>
  );
}

/**
 * The match banner (public-site §2 match pages): in the event's colours (contrast-checked), the event and stage,
 * the match name, both teams with their logos on their own logo colours, and the live score (W / FF for
 * forfeits, 'vs' before the start) with the state: live, final or the start in the user's zone.
 */
export function MatchHeader({ context }: { readonly context: MatchPageContext }) {
  const { match, teams, event, colors, profile, name, slots, sidesPending } = context;
  const linkContext = useLinkContext();
  const { format } = useDateFormatter();
  const { display, isSpecial, scoreText: score } = describeMatch(match, teams, event);
  const winner = display.kind === 'vs' ? null : display.winner;
  const stage = getMatchContext(match, null);
  const series =
    match.first_to && match.first_to > 0 ? getSeriesLabel(profile, match.first_to, 'long') : null;
  const scoreText = score ?? CLIENT_TEXT.matchVs;
  return (
    <header className={classes.header} style={themedStyle(colors)} data-testid="match-header">
      <Stack gap={4}>
        <Text size="sm" fw={700} c="inherit" component="div" data-testid="match-overline">
          {event && (
            <SiteAnchor
              link={getEventLink(event, null, linkContext)}
              className={entityClasses.headerLink}
            >
              {event.name}
            </SiteAnchor>
          )}
          {[stage, series].filter(Boolean).map((part, index) => (
            <span key={part}>
              {event || index > 0 ? ' · ' : ''}
              {part}
            </span>
          ))}
        </Text>
        <Title
          order={1}
          c="inherit"
          size="h2"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="match-name"
        >
          {name}
        </Title>
      </Stack>
      {!isSpecial || teams.length > 0 ? (
        <div className={classes.board}>
          <Side slot={slots[0]} side={1} dim={winner === 2} pending={sidesPending} />
          <div className={classes.score}>
            {match.live && (
              <Badge color="red" variant="filled" data-testid="match-live">
                {PAGES_TEXT.matchLive}
              </Badge>
            )}
            <span
              className={`${classes.scoreValue} ${display.kind === 'vs' ? classes.dim : ''}`}
              data-testid="match-score"
              aria-label={
                display.kind === 'forfeit'
                  ? PAGES_TEXT.matchScoreLabel(display.marks[0], display.marks[1])
                  : display.kind === 'score'
                    ? PAGES_TEXT.matchScoreLabel(display.scores[0], display.scores[1])
                    : undefined
              }
            >
              {scoreText}
            </span>
            <Text
              size="xs"
              fw={700}
              c="inherit"
              className={classes.status}
              data-testid="match-status"
            >
              {display.kind !== 'vs' && display.kind === 'score' && display.complete
                ? PAGES_TEXT.matchFinal
                : display.kind === 'forfeit'
                  ? PAGES_TEXT.matchFinal
                  : match.start
                    ? format(match.start)
                    : PAGES_TEXT.matchNoStart}
            </Text>
          </div>
          <Side slot={slots[1]} side={2} dim={winner === 1} pending={sidesPending} />
        </div>
      ) : null}
      <LazyMatchReportLabels
        match={match}
        teams={teams}
        event={event}
        size="md"
        variant="default"
        justify="center"
      />
      {match.forfeit && match.forfeit_reason && (
        <Text size="sm" c="inherit" mt="md" ta="center" fw={600}>
          {PAGES_TEXT.matchForfeitReason(match.forfeit_reason)}
        </Text>
      )}
    </header>
  );
}
