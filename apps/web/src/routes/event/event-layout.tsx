import { useMemo } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { Outlet, useParams } from 'react-router';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { useSite } from '../../lib/host/site-context.js';
import { getEntityPath } from '../../lib/links/site-links.js';
import { fromUrlId } from '../../lib/links/url-id.js';
import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { useHydrated } from '../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady, readyThings } from '../../lib/things/thing-types.js';
import { getThemeColors } from '../../lib/theme/theme-colors.js';
import { readEventSettings } from '../../features/events/read-event-settings.js';
import { isBracketVisible } from '../../features/mini-site/get-mini-site-nav-items.js';
import { canEditEvent } from '../../features/event-pages/can-edit-event.js';
import { getEventTabs } from '../../features/event-pages/get-event-tabs.js';
import {
  canReviewEventReports,
  hasReporting,
} from '../../features/reports/can-review-event-reports.js';
import { withEventDefaults } from '../../features/event-pages/with-event-defaults.js';
import {
  getMiniSitePromptLink,
  getMiniSiteStatus,
  shouldShowMiniSitePrompt,
} from '../../features/event-pages/get-mini-site-status.js';
import { EventHeader } from '../../features/event-pages/components/event-header.js';
import { EventSubNav } from '../../features/event-pages/components/event-sub-nav.js';
import { MiniSitePrompt } from '../../features/event-pages/components/mini-site-prompt.js';
import type {
  EventPageContext,
  EventPageRecord,
} from '../../features/event-pages/hooks/use-event-page.js';
import { NotFoundPage } from '../public/not-found-page.js';

/** What the frame reads: the event with its theme, brackets (names, visibility) and socials. */
const EVENT_FRAME_TREE = { theme: true, brackets: true, socials: true } as const;

/** The event id of the page: the URL's (/event/:id) or, at a mini-site's root, the mini-site's. */
export function useEventPageId(): string | null {
  const { id } = useParams();
  const { miniSiteEventId } = useSite();
  return id ? fromUrlId(id) : miniSiteEventId;
}

/**
 * The event pages' frame (public-site §2 "Event pages", "Mini-sites"): themed header, the prompt linking to the
 * event's mini-site when the visitor is not on it (§4), the sub-navigation the data allows with the approved
 * social links, and the page. An unknown id (or a record that is not an event) shows Not Found; a loading
 * event shows a loader, never an error.
 */
export function EventLayout() {
  const eventId = useEventPageId();
  const site = useSite();
  const { user } = useAuth();
  const { subPage } = useRouteHandle();
  const event = useHydrated<EventPageRecord>(eventId, EVENT_FRAME_TREE);
  const ready = useMemo(
    () => (isThingReady(event) && event.__kind === 'event' ? withEventDefaults(event) : null),
    [event],
  );
  const context = useMemo((): EventPageContext | null => {
    if (!ready) return null;
    const theme = readyThings(ready.theme)[0] ?? null;
    const onOwnSite = site.miniSiteEventId === ready.id;
    const base = onOwnSite ? '' : getEntityPath('event', ready.id);
    return {
      event: ready,
      theme,
      colors: getThemeColors(theme),
      settings: readEventSettings(ready.blocks),
      visibleBrackets: readyThings(ready.brackets).filter(isBracketVisible),
      canEdit: canEditEvent(user, ready),
      canReviewReports: canReviewEventReports(user, ready),
      pathTo: (page: string) => (page ? `${base}/${page}` : base || '/'),
    };
  }, [ready, site.miniSiteEventId, user]);

  if (isThingMissing(event) || eventId === null || (isThingReady(event) && !ready)) {
    return <NotFoundPage text={CLIENT_TEXT.notFoundEventText} />;
  }
  if (!ready || !context) {
    return (
      <Center py="xl" data-testid="event-loading">
        <Loader aria-label={CLIENT_TEXT.loading} />
      </Center>
    );
  }
  const tabs = getEventTabs({
    hasMatches: ready.matches.length > 0,
    visibleBracketCount: context.visibleBrackets.length,
    settings: context.settings,
    hasAccolades: ready.accolades.length > 0,
    hasStaff: ready.staff.length > 0 || ready.casters.length > 0,
    hasTheme: ready.theme.length > 0,
    hasAbout: Boolean(ready.about?.trim()),
    canEditEvent: context.canEdit,
    canReviewReports: context.canReviewReports && hasReporting(ready.blocks),
  });
  const status = getMiniSiteStatus(
    ready,
    site.miniSiteEventId !== null ? site.host.subdomain : null,
  );
  const promptLink = shouldShowMiniSitePrompt(status)
    ? getMiniSitePromptLink(ready, site.location, subPage)
    : null;
  const name = ready.name ?? CLIENT_TEXT.titleEvent;
  return (
    <Stack gap="lg" data-testid="event-page" data-minisite-status={status}>
      <EventHeader event={ready} theme={context.theme} colors={context.colors} />
      {promptLink && <MiniSitePrompt eventName={name} link={promptLink} colors={context.colors} />}
      <EventSubNav
        eventName={name}
        tabs={tabs}
        socials={readyThings(ready.socials)}
        pathTo={context.pathTo}
        activeColors={context.colors}
      />
      <Outlet context={context} />
    </Stack>
  );
}
