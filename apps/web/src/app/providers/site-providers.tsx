import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type {
  ActionClient,
  ActionClientOptions,
  CallActionOptions,
} from '../../lib/actions/action-client.js';
import { ActionClientContext } from '../../lib/actions/action-context.js';
import { useAuthStore } from '../../lib/auth/auth-context.js';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { TOAST_DURATION_MS, type Notifier } from '../../lib/notify/notifier.js';
import { siteTheme } from './site-theme.js';

// The toast container and the notifications store are a chunk loaded after the page shows (issue 11 item 3); a
// toast asked for before that shows once the chunk has loaded.
const loadToasts = () => import('./site-notifications.js');
const Notifications = lazy(async () => ({ default: (await loadToasts()).SiteNotifications }));

function showToast(message: string, color: string): void {
  loadToasts().then(
    ({ notifications }) =>
      notifications.show({
        message,
        color,
        autoClose: TOAST_DURATION_MS,
        withCloseButton: true,
        // A named close button (axe button-name): Mantine's icon-only button has none.
        closeButtonProps: { 'aria-label': CLIENT_TEXT.toastClose },
      }),
    (error: unknown) => console.error('Could not show a toast', message, error),
  );
}

/** Site toasts: Mantine notifications, 5 s, top right, dismissible (public-site §8). */
export const siteNotifier: Notifier = {
  error: (message) => showToast(message, 'red'),
  success: (message) => showToast(message, 'teal'),
};

const loadActionClient = () => import('../../lib/actions/action-client.js');

/**
 * The action client, as a chunk loaded after the page shows (issue 11 item 3: nothing needs it before a press).
 * If the chunk cannot be loaded, the press fails like a lost connection: its toast, and an error envelope.
 */
function createLazyActionClient(options: ActionClientOptions): ActionClient {
  let client: Promise<ActionClient> | null = null;
  return async <T,>(name: string, body: unknown, callOptions?: CallActionOptions) => {
    client ??= loadActionClient().then((module) => module.createActionClient(options));
    let call: ActionClient;
    try {
      call = await client;
    } catch (error) {
      client = null;
      console.error(error);
      options.notify.error(CLIENT_TEXT.connectionError);
      return {
        error: true,
        errorMessage: CLIENT_TEXT.connectionError,
        code: null,
        data: null as T,
      };
    }
    return call<T>(name, body, callOptions);
  };
}

/** The site's providers (Mantine, toasts, the action client); never loaded by overlays. */
export function SiteProviders({ children }: { readonly children: ReactNode }) {
  const auth = useAuthStore();
  const actionClient = useMemo(
    () =>
      createLazyActionClient({
        fetch: (input, init) => window.fetch(input, init),
        getAuth: auth.getSnapshot,
        notify: siteNotifier,
        onUnknownToken: () => auth.clear(),
      }),
    [auth],
  );
  useEffect(() => {
    // Fetched once the page has shown, so the first press does not wait for it.
    const timer = window.setTimeout(() => void loadActionClient().catch(() => undefined), 1000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <MantineProvider theme={siteTheme} forceColorScheme="dark">
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      <ActionClientContext.Provider value={actionClient}>{children}</ActionClientContext.Provider>
    </MantineProvider>
  );
}
