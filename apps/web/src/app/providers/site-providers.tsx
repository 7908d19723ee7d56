import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createActionClient } from '../../lib/actions/action-client.js';
import { ActionClientContext } from '../../lib/actions/action-context.js';
import { useAuthStore } from '../../lib/auth/auth-context.js';
import { TOAST_DURATION_MS, type Notifier } from '../../lib/notify/notifier.js';
import { siteTheme } from './site-theme.js';

// The toast container renders after the page shows (issue 11 item 3); a toast shown before that waits in the
// notifications store and appears when it mounts.
const Notifications = lazy(async () => ({
  default: (await import('./site-notifications.js')).SiteNotifications,
}));

/** Site toasts: Mantine notifications, 5 s, top right, dismissible (public-site §8). */
export const siteNotifier: Notifier = {
  error: (message) =>
    void notifications.show({
      message,
      color: 'red',
      autoClose: TOAST_DURATION_MS,
      withCloseButton: true,
    }),
  success: (message) =>
    void notifications.show({
      message,
      color: 'teal',
      autoClose: TOAST_DURATION_MS,
      withCloseButton: true,
    }),
};

/** The site's providers (Mantine, toasts, the action client); never loaded by overlays. */
export function SiteProviders({ children }: { readonly children: ReactNode }) {
  const auth = useAuthStore();
  const actionClient = useMemo(
    () =>
      createActionClient({
        fetch: (input, init) => window.fetch(input, init),
        getAuth: auth.getSnapshot,
        notify: siteNotifier,
        onUnknownToken: () => auth.clear(),
      }),
    [auth],
  );
  return (
    <MantineProvider theme={siteTheme} forceColorScheme="dark">
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      <ActionClientContext.Provider value={actionClient}>{children}</ActionClientContext.Provider>
    </MantineProvider>
  );
}
