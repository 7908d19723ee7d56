import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../lib/notify/notifier.js';

/** The notifications store, for site-providers' toasts (this chunk loads after the page shows). */
export { notifications } from '@mantine/notifications';

/** The site's toast container (public-site §8: 5 s, top right, at most 5); its own lazy chunk. */
export function SiteNotifications() {
  return <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={5} />;
}
