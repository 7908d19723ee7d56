import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { createActionClient } from '../../lib/actions/action-client.js';
import { ActionClientContext } from '../../lib/actions/action-context.js';
import { useAuthStore } from '../../lib/auth/auth-context.js';
import { TOAST_DURATION_MS, type Notifier } from '../../lib/notify/notifier.js';
import { siteTheme } from './site-theme.js';

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
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={5} />
      <ActionClientContext.Provider value={actionClient}>{children}</ActionClientContext.Provider>
    </MantineProvider>
  );
}
