import { useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ACCOUNT_TEXT, CLIENT_TEXT } from '../../lib/client-text.js';
import { useAuthStore } from '../../lib/auth/auth-context.js';
import { AUTH_RETURN_PARAM } from '../../lib/auth/auth-paths.js';
import {
  getLoginNavigation,
  isLoginBounce,
  readReturnTarget,
} from '../../lib/auth/login-navigation.js';
import { recordLoginBounce } from '../../lib/auth/login-bounce.js';
import { getBrowserSessionStorage } from '../../lib/auth/browser-session-storage.js';
import {
  HANDOFF_STATE_PARAM,
  needsHandoff,
  readHandoffState,
  rememberPendingHandoff,
  startHandoffState,
} from '../../lib/auth/handoff.js';
import { handOffSignIn } from '../../lib/auth/hand-off-sign-in.js';
import { useSite } from '../../lib/host/site-context.js';
import { usePageNavigator } from '../../features/auth/page-navigator.js';
import { PageTitle } from '../../ui/page-title.js';

type Phase =
  | { readonly kind: 'leaving' }
  | { readonly kind: 'held' }
  | { readonly kind: 'handing-off' }
  | { readonly kind: 'error'; readonly message: string };

/**
 * /login (public-site §2 "Login flow"): a full page navigation to the server's /auth/discord/redirect carrying the
 * return target (the `return` query, else the stored next page), which is remembered as the next page; off the
 * main address (a mini-site) it first bounces through the main address's /login with the full return URL and the
 * mini-site's hand-off state. On the main address, a mini-site target that needs a hand-off (issue 12 item 1) is
 * handed the sign-in at once when this browser is signed in already, else after the Discord login.
 */
export function LoginPage() {
  const site = useSite();
  const store = useAuthStore();
  const navigator = usePageNavigator();
  const [params] = useSearchParams();
  const rawReturn = params.get(AUTH_RETURN_PARAM);
  const rawState = params.get(HANDOFF_STATE_PARAM);
  const session = useMemo(() => getBrowserSessionStorage(), []);
  const target = useMemo(
    () =>
      readReturnTarget(rawReturn, site.location) ??
      readReturnTarget(store.getNextPage(), site.location),
    [rawReturn, site.location, store],
  );
  const navigation = useMemo(() => {
    // The mini-site's state is reused while it waits (idempotent: React may run this twice).
    const state = isLoginBounce(site.location)
      ? (readHandoffState(session) ?? startHandoffState(session))
      : null;
    return getLoginNavigation(site.location, target, state);
  }, [site.location, target, session]);
  const started = useRef<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'leaving' });

  useEffect(() => {
    if (started.current === navigation.url) return; // strict mode runs effects twice
    started.current = navigation.url;
    if (navigation.kind === 'bounce') {
      if (!recordLoginBounce(session, Date.now())) {
        setPhase({ kind: 'held' }); // the login did not reach this host last time: no automatic loop
        return;
      }
      navigator.assign(navigation.url);
      return;
    }
    store.setNextPage(navigation.nextPage);
    const miniSite = target !== null && needsHandoff(site.location, target) ? target : null;
    if (miniSite) rememberPendingHandoff(session, miniSite, rawState);
    if (!miniSite || !store.getSnapshot().token) {
      navigator.assign(navigation.url);
      return;
    }
    // Signed in here already: hand the sign-in to the mini-site without a Discord round trip.
    setPhase({ kind: 'handing-off' });
    void handOffSignIn(store, miniSite, session).then((step) => {
      if (step.kind === 'go') {
        store.setNextPage(null);
        navigator.assign(step.url);
      } else if (step.kind === 'sign-in') {
        store.setNextPage(navigation.nextPage);
        navigator.assign(navigation.url);
      } else {
        setPhase({ kind: 'error', message: step.message });
      }
    });
  }, [navigation, navigator, store, session, target, rawState, site.location]);

  const status =
    phase.kind === 'handing-off'
      ? ACCOUNT_TEXT.handoffToMiniSite
      : navigation.kind === 'bounce'
        ? ACCOUNT_TEXT.loginBouncing
        : ACCOUNT_TEXT.loginRedirecting;

  return (
    <Center py={{ base: 48, sm: 96 }}>
      <PageTitle title={CLIENT_TEXT.titleLogin} />
      <Paper withBorder radius="lg" p="xl" maw={440} w="100%" data-testid="login-page">
        <Stack align="center" gap="md" ta="center">
          {phase.kind !== 'held' && phase.kind !== 'error' && <Loader aria-hidden />}
          <Title order={1} size="h3">
            {phase.kind === 'error' ? ACCOUNT_TEXT.authError : CLIENT_TEXT.titleLogin}
          </Title>
          {phase.kind === 'error' ? (
            <>
              <Text role="alert" data-testid="login-error">
                {phase.message}
              </Text>
              <Button component="a" href={navigation.url} data-testid="login-continue">
                {ACCOUNT_TEXT.loginContinue}
              </Button>
            </>
          ) : (
            <>
              <Text c="dimmed" role="status">
                {status}
              </Text>
              {phase.kind === 'held' && <Text size="sm">{ACCOUNT_TEXT.loginNotShared}</Text>}
              <Anchor href={navigation.url} fw={700} data-testid="login-continue">
                {ACCOUNT_TEXT.loginContinue}
              </Anchor>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
