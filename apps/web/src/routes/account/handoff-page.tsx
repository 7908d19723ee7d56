import { useEffect, useState } from 'react';
import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { ACCOUNT_TEXT, CLIENT_TEXT } from '../../lib/client-text.js';
import { useAuthStore } from '../../lib/auth/auth-context.js';
import { DEFAULT_AFTER_LOGIN } from '../../lib/auth/auth-paths.js';
import { getBrowserSessionStorage } from '../../lib/auth/browser-session-storage.js';
import {
  clearHandoffState,
  readHandoffFragment,
  readHandoffState,
} from '../../lib/auth/handoff.js';
import { clearLoginBounce } from '../../lib/auth/login-bounce.js';
import { getAfterLoginNavigation } from '../../lib/auth/login-navigation.js';
import { useSite } from '../../lib/host/site-context.js';
import { PageTitle } from '../../ui/page-title.js';
import { AuthErrorPanel } from '../../features/auth/components/auth-error-panel.js';

type Phase =
  | { readonly kind: 'signing-in' }
  | { readonly kind: 'error'; readonly message: string; readonly detail: string | null };

/** The fragment as the page opened, read once: the page drops it from the address bar at once. */
function useOpeningFragment(): string {
  const location = useLocation();
  const [hash] = useState(() => location.hash);
  return hash;
}

/**
 * /login/handoff on a mini-site (issue 12 item 1, HANDOFF_PAGE): the main site sends the browser here with
 * `#code=…&state=…` after the login. The code leaves the address bar at once; it is exchanged with POST
 * /auth/handoff/exchange only when the state is the one this mini-site's /login made (a link made by someone else
 * cannot sign this browser in), then this host's own token is stored and the page the visitor came from opens.
 */
export function HandoffPage() {
  const store = useAuthStore();
  const site = useSite();
  const navigate = useNavigate();
  const hash = useOpeningFragment();
  const [phase, setPhase] = useState<Phase>({ kind: 'signing-in' });

  useEffect(() => {
    let cancelled = false;
    if (typeof window !== 'undefined' && window.location.hash) {
      // Keep the single-use code out of the history and of anything that reads the address later.
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    const session = getBrowserSessionStorage();
    const fragment = readHandoffFragment(hash);
    if (!fragment) {
      setPhase({ kind: 'error', message: ACCOUNT_TEXT.handoffIncomplete, detail: null });
      return;
    }
    const expected = readHandoffState(session);
    if (!expected || fragment.state !== expected) {
      setPhase({
        kind: 'error',
        message: ACCOUNT_TEXT.handoffNotStartedHere,
        detail: expected
          ? 'The state in the link differs from the one this site made when the login started.'
          : 'This site is not waiting for a sign-in (its /login makes the state; sessionStorage is per tab).',
      });
      return;
    }
    void store.exchangeHandoff(fragment.code).then((answer) => {
      if (cancelled) return;
      if (!answer.ok) {
        setPhase({
          kind: 'error',
          message: answer.message,
          detail: answer.kind === 'rejected' ? answer.forDeveloper : null,
        });
        return;
      }
      clearHandoffState(session);
      clearLoginBounce(session);
      store.setNextPage(null);
      const next = getAfterLoginNavigation(site.location, answer.data.returnTo);
      void navigate(next.kind === 'internal' ? next.to : DEFAULT_AFTER_LOGIN, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [hash, store, site.location, navigate]);

  return (
    <Center py={{ base: 48, sm: 96 }}>
      <PageTitle title={CLIENT_TEXT.titleLogin} />
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" data-testid="handoff-page">
        <Stack align="center" gap="md" ta="center" aria-live="polite">
          {phase.kind === 'signing-in' ? (
            <>
              <Loader aria-hidden />
              <Title order={1} size="h3" data-testid="auth-status">
                {ACCOUNT_TEXT.handoffSigningIn}
              </Title>
            </>
          ) : (
            <AuthErrorPanel
              message={phase.message}
              detail={phase.detail}
              tryAgainLabel={ACCOUNT_TEXT.handoffLogIn}
            />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
