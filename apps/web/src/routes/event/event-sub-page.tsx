import { lazy, Suspense, type ComponentType } from 'react';
import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { EventPageTitle } from './pages/event-page-title.js';
import { EventOverviewPage } from './pages/event-overview-page.js';
import { EventRostersPage } from './pages/event-rosters-page.js';
import { EventSchedulePage } from './pages/event-schedule-page.js';
import { EventStandingsPage } from './pages/event-standings-page.js';
import { EventStaffPage } from './pages/event-staff-page.js';
import { EventAboutPage } from './pages/event-about-page.js';
import { EventThemePage } from './pages/event-theme-page.js';
import { EventBrandsPage } from './pages/event-brands-page.js';
import { EventStatsPage } from './pages/event-stats-page.js';
import { EventAccoladesPage } from './pages/event-accolades-page.js';
import { EventStreamsPage } from './pages/event-streams-page.js';
import { EventSettingsPage } from './pages/event-settings-page.js';

/**
 * The bracket page loads apart (its own chunk): the bracket view and the layout parser stay out of the other
 * event pages' initial JS.
 */
const EventBracketPage = lazy(async () => ({
  default: (await import('./pages/event-bracket-page.js')).EventBracketPage,
}));

function BracketPage() {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={CLIENT_TEXT.loading} />
        </Center>
      }
    >
      <EventBracketPage />
    </Suspense>
  );
}

/** Pages of later issues (foldy sheet, draft, auction): the title and "coming soon". */
function LaterPage() {
  const { title } = useRouteHandle();
  return (
    <Stack gap="md" data-testid="coming-soon">
      <EventPageTitle />
      <Paper withBorder p="xl" radius="lg" bg="color-mix(in srgb, currentColor 3%, transparent)">
        <Stack gap={4}>
          <Text fw={800}>
            {title ? `${title}: ${CLIENT_TEXT.comingSoonHeading}` : CLIENT_TEXT.comingSoonHeading}
          </Text>
          <Text c="dimmed">{CLIENT_TEXT.comingSoonText}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The page of each event sub-path (public-site §2 "Event pages"); '' is the overview. */
const PAGES: Readonly<Record<string, ComponentType>> = {
  '': EventOverviewPage,
  rosters: EventRostersPage,
  bracket: BracketPage,
  schedule: EventSchedulePage,
  scenarios: LaterPage,
  draft: LaterPage,
  auction: LaterPage,
  staff: EventStaffPage,
  'staff/extended': EventStaffPage,
  about: EventAboutPage,
  standings: EventStandingsPage,
  theme: EventThemePage,
  brands: EventBrandsPage,
  stats: EventStatsPage,
  accolades: EventAccoladesPage,
  streams: EventStreamsPage,
  settings: EventSettingsPage,
  'settings/discord': EventSettingsPage,
  'settings/discord-logging': EventSettingsPage,
  'settings/signups': EventSettingsPage,
};

/** One event sub-page, chosen by the route's sub-path. */
export function EventSubPage() {
  const { subPage } = useRouteHandle();
  const Page = PAGES[subPage ?? ''] ?? LaterPage;
  return (
    <div data-testid="event-sub-page" data-sub-page={subPage ?? ''}>
      <Page />
    </div>
  );
}
