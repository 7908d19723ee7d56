import { EVENT_TEXT } from '../../../lib/client-text.js';
import { useRouteHandle } from '../../../lib/routing/route-handle.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { PageTitle } from '../../../ui/page-title.js';

/**
 * The document title of an event page (public-site §9 "{Page} | Castline"): the event's name on the overview,
 * '{Page} - {Event}' on a sub-page.
 */
export function EventPageTitle() {
  const { event } = useEventPage();
  const { subPage, title } = useRouteHandle();
  const name = event.name ?? '';
  return <PageTitle title={subPage && title ? EVENT_TEXT.pageTitle(title, name) : name} />;
}
