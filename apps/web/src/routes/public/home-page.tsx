import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { UpcomingMatchesRecord } from '@castline/contracts';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { CLIENT_TEXT, SOCIAL_LINKS_FORM_URL } from '../../lib/client-text.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { UpcomingMatchRow } from '../../features/matches/components/upcoming-match-row.js';
import { ExternalIcon } from '../../ui/icons.js';
import { PageTitle } from '../../ui/page-title.js';
import classes from './home-page.module.css';

/** Upcoming matches shown on the home page (public-site §9). */
export const UPCOMING_MATCH_COUNT = 6;

function UpcomingMatches() {
  const upcoming = useThing<UpcomingMatchesRecord>(DERIVED.upcomingMatches);
  const ids = isThingReady(upcoming) ? upcoming.matches.slice(0, UPCOMING_MATCH_COUNT) : [];
  return (
    <section aria-labelledby="upcoming-matches-heading" data-testid="upcoming-matches">
      <Title order={2} id="upcoming-matches-heading" mb="md">
        {CLIENT_TEXT.homeUpcomingMatches}
      </Title>
      {isThingLoading(upcoming) || upcoming === undefined ? (
        <Stack
          gap="sm"
          aria-busy="true"
          aria-label={CLIENT_TEXT.loading}
          data-testid="upcoming-matches-loading"
        >
          {[0, 1, 2].map((i) => (
            <Paper key={i} h={84} radius="lg" className={classes.skeleton} />
          ))}
        </Stack>
      ) : ids.length === 0 ? (
        <Paper
          withBorder
          radius="lg"
          p="lg"
          bg="rgba(255,255,255,0.03)"
          data-testid="upcoming-matches-empty"
        >
          <Text c="dimmed">{CLIENT_TEXT.homeNoUpcomingMatches}</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {ids.map((id) => (
            <UpcomingMatchRow key={id} matchId={id} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/**
 * Home (public-site §2 "/"): title Home; a welcome text, the Upcoming Matches block (up to 6), a text saying
 * what the site is (data updates live), and the link to the external social-links form.
 */
export function HomePage() {
  return (
    <Stack gap={48}>
      <PageTitle title={CLIENT_TEXT.titleHome} />
      <section
        className={classes.hero}
        aria-labelledby="welcome-heading"
        data-testid="home-welcome"
      >
        <Stack gap="md" maw={720}>
          <Title order={1} id="welcome-heading" className={classes.heroTitle}>
            {CLIENT_TEXT.homeWelcomeHeading}
          </Title>
          <Text size="lg" c="dimmed">
            {CLIENT_TEXT.homeWelcomeText}
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/events" size="md">
              {CLIENT_TEXT.homeBrowseEvents}
            </Button>
            <Button component={Link} to="/streams" size="md" variant="default">
              {CLIENT_TEXT.homeWatchStreams}
            </Button>
          </Group>
        </Stack>
      </section>

      <UpcomingMatches />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper
          withBorder
          radius="lg"
          p="xl"
          className={classes.panel}
          component="section"
          aria-labelledby="what-heading"
          data-testid="home-what"
        >
          <Stack gap="sm">
            <Title order={2} id="what-heading" size="h3">
              {CLIENT_TEXT.homeWhatHeading}
            </Title>
            <Text c="dimmed">{CLIENT_TEXT.homeWhatText}</Text>
          </Stack>
        </Paper>
        <Paper
          withBorder
          radius="lg"
          p="xl"
          className={classes.panel}
          component="section"
          aria-labelledby="socials-heading"
          data-testid="home-socials"
        >
          <Stack gap="sm" align="flex-start">
            <Title order={2} id="socials-heading" size="h3">
              {CLIENT_TEXT.homeSocialsHeading}
            </Title>
            <Text c="dimmed">{CLIENT_TEXT.homeSocialsText}</Text>
            <Anchor
              href={SOCIAL_LINKS_FORM_URL}
              target="_blank"
              rel="noopener noreferrer"
              fw={700}
              data-testid="social-links-form"
            >
              <Group gap={6} component="span">
                {CLIENT_TEXT.homeSocialsButton}
                <ExternalIcon />
              </Group>
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
