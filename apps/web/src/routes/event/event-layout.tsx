import { Alert, Anchor, Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { NavLink, Outlet, useParams } from 'react-router';
import type { BracketRecord, EventRecord, ThemeRecord } from '@castline/contracts';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { useLinkContext, useSite } from '../../lib/host/site-context.js';
import { getEntityPath, getEventLink } from '../../lib/links/site-links.js';
import { fromUrlId } from '../../lib/links/url-id.js';
import { useHydrated } from '../../lib/things/thing-hooks.js';
import {
  isThingMissing,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../lib/things/thing-types.js';
import { getThemeColors } from '../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../lib/theme/theme-logo.js';
import { readEventSettings } from '../../features/events/read-event-settings.js';
import {
  getMiniSiteNavItems,
  isBracketVisible,
} from '../../features/mini-site/get-mini-site-nav-items.js';
import { NotFoundPage } from '../public/not-found-page.js';
import { ThingImage } from '../../ui/thing-image.js';
import classes from './event-layout.module.css';

type EventPageRecord = WithLinks<
  EventRecord,
  { theme: Loadable<ThemeRecord>[]; brackets: Loadable<BracketRecord>[] }
>;

/** The event id of the page: the URL's (/event/:id) or, at a mini-site's root, the mini-site's. */
export function useEventPageId(): string | null {
  const { id } = useParams();
  const { miniSiteEventId } = useSite();
  return id ? fromUrlId(id) : miniSiteEventId;
}

/**
 * The event pages' frame (public-site §2 "Event pages", "Mini-sites"): themed header, the sub-navigation the
 * data allows so far, and, away from the event's own site, a prompt linking to it. An unknown id (or a record
 * that is not an event) shows Not Found.
 */
export function EventLayout() {
  const eventId = useEventPageId();
  const linkContext = useLinkContext();
  const event = useHydrated<EventPageRecord>(eventId, { theme: true, brackets: true });
  if (
    isThingMissing(event) ||
    eventId === null ||
    (isThingReady(event) && event.__kind !== 'event')
  ) {
    return <NotFoundPage text={CLIENT_TEXT.notFoundEventText} />;
  }
  if (!isThingReady(event)) {
    return (
      <Center py="xl">
        <Loader aria-label={CLIENT_TEXT.loading} />
      </Center>
    );
  }
  const theme = readyThings(event.theme)[0] ?? null;
  const colors = getThemeColors(theme);
  const onOwnSite = linkContext.miniSiteEventId === event.id;
  const base = onOwnSite ? '' : getEntityPath('event', event.id);
  const items = [
    { label: CLIENT_TEXT.eventOverview, to: base || '/', end: true },
    ...getMiniSiteNavItems({
      hasMatches: event.matches.length > 0,
      visibleBracketCount: readyThings(event.brackets).filter(isBracketVisible).length,
      hasStandings: readEventSettings(event.blocks).standings.length > 0,
    }).map((item) => ({ label: item.label, to: `${base}${item.to}`, end: false })),
  ];
  const ownSite = event.subdomain && !onOwnSite ? getEventLink(event, null, linkContext) : null;
  return (
    <Stack gap="lg">
      <Box
        className={classes.banner}
        style={{ background: colors.background, color: colors.text }}
        data-testid="event-header"
      >
        <Group gap="lg" wrap="nowrap">
          <ThingImage
            attachmentId={getThemeLogoId(theme, 'default')}
            size="h-120"
            alt=""
            className={classes.logo}
            fallbackColor="rgba(0,0,0,0.15)"
          />
          <Stack gap={2}>
            {event.series_name && (
              <Text size="sm" fw={700} tt="uppercase" opacity={0.8} c="inherit">
                {event.series_name}
              </Text>
            )}
            <Title order={1} c="inherit">
              {event.name}
            </Title>
          </Stack>
        </Group>
      </Box>
      {ownSite?.kind === 'external' && (
        <Alert variant="light" color="violet" data-testid="event-minisite-prompt">
          {CLIENT_TEXT.eventMiniSitePrompt(event.name ?? '')}{' '}
          <Anchor href={ownSite.href} fw={700}>
            {CLIENT_TEXT.eventMiniSiteLink}
          </Anchor>
        </Alert>
      )}
      <nav aria-label={event.name ?? CLIENT_TEXT.titleEvent} className={classes.subnav}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} className={classes.subnavLink}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <Outlet context={event} />
    </Stack>
  );
}
