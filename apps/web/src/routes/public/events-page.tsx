import { Center, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { EventSeriesRecord, PublicEventsRecord } from '@castline/contracts';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { useHydrated } from '../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../lib/things/thing-types.js';
import { EventCard, type EventWithTheme } from '../../features/events/components/event-card.js';
import { groupPublicEvents } from '../../features/events/group-public-events.js';
import { PageTitle } from '../../ui/page-title.js';

type PublicEvents = WithLinks<
  PublicEventsRecord,
  { events: Loadable<EventWithTheme>[]; series: Loadable<EventSeriesRecord>[] }
>;

/** What the events page reads (public-site §7: collections of Events and Event Series with their themes). */
const PUBLIC_EVENTS_TREE = { events: { theme: true }, series: true } as const;

/** The card grid: 12 columns on phones, 6 small, 4 medium, 3 xl (public-site §9). */
const CARD_SPAN = { base: 12, sm: 6, md: 4, xl: 3 } as const;

/**
 * Events (public-site §2 "/events"): heading Events and a loading indicator until events load; then In
 * progress, one section per series by order, and Other events, each a grid of themed event cards.
 */
export function EventsPage() {
  const data = useHydrated<PublicEvents>(DERIVED.publicEvents, PUBLIC_EVENTS_TREE);
  const loading =
    data === undefined ||
    isThingLoading(data) ||
    (isThingReady(data) && (data.events.some(isThingLoading) || data.series.some(isThingLoading)));
  const sections =
    isThingReady(data) && !loading
      ? groupPublicEvents(readyThings(data.events), readyThings(data.series))
      : [];
  return (
    <Stack gap="xl">
      <PageTitle title={CLIENT_TEXT.titleEvents} />
      <Title order={1}>{CLIENT_TEXT.titleEvents}</Title>
      {loading ? (
        <Center py="xl" data-testid="events-loading">
          <Loader aria-label={CLIENT_TEXT.eventsLoading} />
        </Center>
      ) : sections.length === 0 ? (
        <Paper withBorder radius="lg" p="lg" bg="rgba(255,255,255,0.03)" data-testid="events-empty">
          <Text c="dimmed">{CLIENT_TEXT.eventsEmpty}</Text>
        </Paper>
      ) : (
        sections.map((section) => (
          <section
            key={section.key}
            aria-labelledby={`events-${section.key}`}
            data-testid="events-section"
            data-section={section.key}
          >
            <Title order={2} id={`events-${section.key}`} mb="md">
              {section.title}
            </Title>
            <Grid gap="lg">
              {section.events.map((event) => (
                <Grid.Col key={event.id} span={CARD_SPAN}>
                  <EventCard event={event} />
                </Grid.Col>
              ))}
            </Grid>
          </section>
        ))
      )}
    </Stack>
  );
}
