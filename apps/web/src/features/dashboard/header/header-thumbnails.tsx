import { Link } from 'react-router';
import { Text } from '@mantine/core';
import type { ThemeRecord } from '@castline/contracts';
import { useLinkContext } from '../../../lib/host/site-context.js';
import { getEntityPath, getEventLink } from '../../../lib/links/site-links.js';
import { useThing, useThings } from '../../../lib/things/thing-hooks.js';
import { isThingReady, type Loadable } from '../../../lib/things/thing-types.js';
import { SiteAnchor } from '../../../ui/site-anchor.js';
import { TeamChip } from '../../match-pages/components/team-chip.js';
import type { DashboardEvent, DashboardMatch, DashboardTeam } from '../dashboard-records.js';
import { HEADER_TEXT } from './header-text.js';
import classes from './dashboard-header.module.css';

const firstLink = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;

/** A thumbnail's small caption ('Live match', 'Event'). */
function ThumbLabel({ children }: { readonly children: string }) {
  return (
    <Text
      component="span"
      size="xs"
      c="dimmed"
      fw={700}
      tt="uppercase"
      className={classes.thumbLabel}
    >
      {children}
    </Text>
  );
}

/** One side of the live match in display order: what the thumbnail shows. */
export interface ThumbnailSide {
  readonly team: DashboardTeam | null;
  readonly score: number | null;
}

/**
 * The live match's sides in display order (OVERLAYS §1 "LM": flip_teams swaps the two sides and their scores, as
 * the overlays show them; the stored order stays as it is).
 */
export function getThumbnailSides(
  match: DashboardMatch,
  teams: readonly DashboardTeam[],
): readonly [ThumbnailSide, ThumbnailSide] {
  const ids = Array.isArray(match.teams) ? match.teams : [];
  const teamOf = (i: number) => teams.find((t) => t.id === ids[i]) ?? null;
  const score = (value: unknown) => (typeof value === 'number' ? value : null);
  const sides: [ThumbnailSide, ThumbnailSide] = [
    { team: teamOf(0), score: score(match.score_1) },
    { team: teamOf(1), score: score(match.score_2) },
  ];
  return match.flip_teams === true ? [sides[1], sides[0]] : sides;
}

/**
 * The live-match thumbnail (broadcast §2): both teams with logo, name and score in display order, linking to the
 * detailed match page (/detailed/{id}). Nothing without a live match.
 */
export function LiveMatchThumbnail({
  match,
  teams,
}: {
  readonly match: DashboardMatch | null;
  readonly teams: readonly DashboardTeam[];
}) {
  const sides = match ? getThumbnailSides(match, teams) : null;
  const themes = useThings<ThemeRecord>(
    sides ? sides.map((side) => firstLink(side.team?.theme) ?? '').filter(Boolean) : [],
  );
  if (!match || !sides) return null;
  const themeOf = (team: DashboardTeam | null): ThemeRecord | null => {
    const id = firstLink(team?.theme);
    const found = themes.find((t: Loadable<ThemeRecord>) => isThingReady(t) && t.id === id);
    return found && isThingReady(found) ? found : null;
  };
  const nameOf = (side: ThumbnailSide) => side.team?.name?.trim() || HEADER_TEXT.liveMatch.tbd;
  const special = match.special_event === true && !!match.custom_name;
  const name = special ? (match.custom_name ?? '') : `${nameOf(sides[0])} vs ${nameOf(sides[1])}`;
  const score =
    sides[0].score !== null && sides[1].score !== null
      ? `${sides[0].score} – ${sides[1].score}`
      : '';
  return (
    <Link
      to={getEntityPath('detailed', match.id)}
      className={classes.thumb}
      aria-label={HEADER_TEXT.liveMatch.link(name, score)}
      data-testid="live-match-thumbnail"
      data-match-id={match.id}
      data-flipped={match.flip_teams === true}
    >
      <ThumbLabel>{HEADER_TEXT.liveMatch.label}</ThumbLabel>
      {special ? (
        <Text component="span" fw={800} className={classes.thumbName}>
          {name}
        </Text>
      ) : (
        <span className={classes.thumbTeams}>
          {sides.map((side, i) => (
            <span
              key={i}
              className={i === 0 ? classes.side : `${classes.side} ${classes.sideRight}`}
              data-testid="live-match-team"
            >
              <TeamChip
                theme={themeOf(side.team)}
                code={side.team?.code ?? '?'}
                className={classes.logo}
              />
              <Text component="span" fw={700} size="sm" className={classes.thumbName}>
                {nameOf(side)}
              </Text>
            </span>
          ))}
          <Text
            component="span"
            fw={900}
            size="lg"
            className={classes.score}
            data-testid="live-match-score"
          >
            {score || 'vs'}
          </Text>
        </span>
      )}
    </Link>
  );
}

/** The event thumbnail (broadcast §2): the broadcast's event with its logo, linking to the event page. */
export function EventThumbnail({ event }: { readonly event: DashboardEvent | null }) {
  const linkContext = useLinkContext();
  const theme = useThing<ThemeRecord>(firstLink(event?.theme));
  if (!event) return null;
  const name = event.name?.trim() || event.short?.trim() || '';
  return (
    <SiteAnchor
      link={getEventLink(event, null, linkContext)}
      className={classes.thumb}
      aria-label={HEADER_TEXT.event.link(name)}
      data-testid="event-thumbnail"
    >
      <ThumbLabel>{HEADER_TEXT.event.label}</ThumbLabel>
      <span className={classes.side}>
        <TeamChip
          theme={isThingReady(theme) ? theme : null}
          code={event.short ?? name}
          className={classes.logo}
        />
        <Text component="span" fw={700} size="sm" className={classes.thumbName}>
          {name}
        </Text>
      </span>
    </SiteAnchor>
  );
}
