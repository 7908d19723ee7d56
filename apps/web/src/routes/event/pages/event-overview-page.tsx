import { Anchor, Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TeamRecord, ThemeRecord } from '@castline/contracts';
import { isMatchComplete } from '@castline/domain';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import { readyThings, type Loadable, type WithLinks } from '../../../lib/things/thing-types.js';
import { getLogoColors, getThemeColors } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import {
  EVENT_MATCH_ROW_TREE,
  EventMatchRow,
  type RowMatch,
} from '../../../features/event-pages/components/event-match-row.js';
import { getEventMorePages } from '../../../features/event-pages/get-event-more-pages.js';
import { EventPageTitle } from './event-page-title.js';
import { EventSection } from './event-section.js';
import classes from './event-pages.module.css';

type TeamWithTheme = WithLinks<TeamRecord, { theme: Loadable<ThemeRecord>[] }>;

/** How many upcoming matches and results the overview lists. */
const OVERVIEW_MATCHES = 4;

const startOf = (match: RowMatch): number =>
  match.start ? Date.parse(match.start) : Number.POSITIVE_INFINITY;

/** 'Nov 4 – Nov 29, 2026' for the event's calendar dates (they carry no zone). */
function formatDateRange(dates: readonly string[]): string | null {
  const valid = dates
    .map((date) => new Date(`${date}T12:00:00Z`))
    .filter((date) => !Number.isNaN(date.getTime()))
    .sort((a, b) => a.getTime() - b.getTime());
  const first = valid[0];
  const last = valid[valid.length - 1];
  if (!first || !last) return null;
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });
  if (first.getTime() === last.getTime()) return `${day.format(first)}, ${year.format(first)}`;
  return `${day.format(first)} – ${day.format(last)}, ${year.format(last)}`;
}

function Fact({
  label,
  value,
}: {
  readonly label: string;
  readonly value: string | null | undefined;
}) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={800} tt="uppercase">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/**
 * The event overview (public-site §2 "Event pages" ''): what the event is (dates, game, format, series, the
 * start of the about text), live and upcoming matches and the latest results (live), its teams, and links to
 * the pages the sub-navigation does not list (rosters, stats, brands, streams) when they have data.
 */
export function EventOverviewPage() {
  const { event, pathTo } = useEventPage();
  const matches = readyThings(useHydratedList<RowMatch>(event.matches, EVENT_MATCH_ROW_TREE));
  const teams = readyThings(useHydratedList<TeamWithTheme>(event.teams, { theme: true }));
  const live = matches.filter((match) => match.live && !isMatchComplete(match));
  const upcoming = matches
    .filter((match) => !match.live && !isMatchComplete(match))
    .sort((a, b) => startOf(a) - startOf(b))
    .slice(0, OVERVIEW_MATCHES);
  const results = matches
    .filter(isMatchComplete)
    .sort((a, b) => startOf(b) - startOf(a))
    .slice(0, OVERVIEW_MATCHES);
  const aboutStart = event.about?.trim().split(/\n\s*\n/)[0] ?? null;
  const dates = formatDateRange(
    event.event_date.length ? event.event_date : event.start_date ? [event.start_date] : [],
  );
  const series = [event.series_name, event.series_subtitle].filter(Boolean).join(' · ');
  const more = getEventMorePages({
    hasTeams: event.teams.length > 0,
    hasMatches: event.matches.length > 0,
    hasBrands: event.brand_designers.length > 0 || event.teams.length > 0,
    hasStreams: event.broadcasts.length > 0,
  });
  return (
    <Stack gap="xl" data-testid="event-overview">
      <EventPageTitle />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {live.length > 0 && (
              <EventSection title={EVENT_TEXT.overviewLiveNow} testId="overview-live">
                {live.map((match) => (
                  <EventMatchRow key={match.id} match={match} showDate />
                ))}
              </EventSection>
            )}
            <EventSection
              title={EVENT_TEXT.overviewUpNext}
              testId="overview-upcoming"
              action={
                event.matches.length > 0 ? (
                  <Anchor component={Link} to={pathTo('schedule')} size="sm" fw={700}>
                    {EVENT_TEXT.overviewSeeSchedule}
                  </Anchor>
                ) : null
              }
            >
              {upcoming.length === 0 ? (
                <Text c="dimmed">{EVENT_TEXT.overviewNoMatches}</Text>
              ) : (
                upcoming.map((match) => <EventMatchRow key={match.id} match={match} showDate />)
              )}
            </EventSection>
            {results.length > 0 && (
              <EventSection title={EVENT_TEXT.overviewRecentResults} testId="overview-results">
                {results.map((match) => (
                  <EventMatchRow key={match.id} match={match} showDate />
                ))}
              </EventSection>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper
            withBorder
            radius="lg"
            p="lg"
            className={classes.panel}
            data-testid="overview-facts"
          >
            <Stack gap="md">
              <Fact label={EVENT_TEXT.overviewDates} value={dates} />
              <Fact label={EVENT_TEXT.overviewGame} value={event.game} />
              <Fact label={EVENT_TEXT.overviewFormat} value={event.type_description} />
              <Fact label={EVENT_TEXT.overviewSeries} value={series} />
              {aboutStart && (
                <Text size="sm" c="dimmed" className={classes.about}>
                  {aboutStart}
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {teams.length > 0 && (
        <EventSection
          title={EVENT_TEXT.overviewTeams}
          testId="overview-teams"
          action={
            <Anchor component={Link} to={pathTo('rosters')} size="sm" fw={700}>
              {EVENT_TEXT.overviewSeeRosters}
            </Anchor>
          }
        >
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
            {teams.map((team) => {
              const theme = readyThings(team.theme)[0] ?? null;
              const colors = getThemeColors(theme);
              const logo = getLogoColors(theme);
              return (
                <Link
                  key={team.id}
                  to={getEntityPath('team', team.id)}
                  className={classes.teamTile}
                  style={themedStyle(colors)}
                  data-testid="overview-team"
                >
                  <span className={classes.cardLogo} style={{ background: logo.background }}>
                    <ThingImage
                      attachmentId={getThemeLogoId(theme, 'small')}
                      size="w-50"
                      alt=""
                      className={classes.cardLogoImage}
                      fallbackColor="transparent"
                    />
                  </span>
                  <span className={classes.teamTileName} data-testid="overview-team-name">
                    {team.name}
                  </span>
                </Link>
              );
            })}
          </SimpleGrid>
        </EventSection>
      )}
      {more.length > 0 && (
        <EventSection title={EVENT_TEXT.overviewExplore} testId="overview-more">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {more.map((page) => (
              <Link
                key={page.key}
                to={pathTo(page.path)}
                className={classes.moreLink}
                data-testid={`overview-more-${page.key}`}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={800}>{page.label}</Text>
                  <Text aria-hidden="true" fw={800}>
                    ›
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {page.description}
                </Text>
              </Link>
            ))}
          </SimpleGrid>
        </EventSection>
      )}
    </Stack>
  );
}
