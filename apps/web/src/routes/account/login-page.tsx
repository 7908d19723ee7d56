import { useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ACCOUNT_TEXT, CLIENT_TEXT } from '../../lib/client-text.js';
import { useAuthStore } from '../../lib/auth/auth-context.js';
import { AUTH_RETURN_PARAM } from '../../lib/auth/auth-paths.js';
import { getLoginNavigation, readReturnTarget } from '../../lib/auth/login-navigation.js';
import { recordLoginBounce } from '../../lib/auth/login-bounce.js';
import { getBrowserSessionStorage } from '../../lib/auth/browser-session-storage.js';
import { useSite } from '../../lib/host/site-context.js';
import { usePageNavigator } from '../../features/auth/page-navigator.js';
import { PageTitle } from '../../ui/page-title.js';

/**
 * /login (public-site §2 "Login flow"): a full page navigation to the server's /auth/discord/redirect carrying the
 * return target (the `return` query, else the stored next page), which is remembered as the next page; off the
 * main address (a mini-site) it first bounces through the main address's /login with the full return URL.
 */
export function LoginPage() {
  const site = useSite();
  const store = useAuthStore();
  const navigator = usePageNavigator();
  const [params] = useSearchParams();
  const rawReturn = params.get(AUTH_RETURN_PARAM);
  const navigation = useMemo(() => {
    const target =
      readReturnTarget(rawReturn, site.location) ??
      readReturnTarget(store.getNextPage(), site.location);
    return getLoginNavigation(site.location, target);
  }, [rawReturn, site.location, store]);
  const started = useRef<string | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (started.current === navigation.url) return; // strict mode runs effects twice
    started.current = navigation.url;
    if (navigation.kind === 'server') store.setNextPage(navigation.nextPage);
    if (
      navigation.kind === 'bounce' &&
      !recordLoginBounce(getBrowserSessionStorage(), Date.now())
    ) {
      setHeld(true); // the login did not reach this host last time: no automatic loop
      return;
    }
    navigator.assign(navigation.url);
  }, [navigation, navigator, store]);

  return (
    <Center py={{ base: 48, sm: 96 }}>
      <PageTitle title={CLIENT_TEXT.titleLogin} />
      <Paper withBorder radius="lg" p="xl" maw={440} w="100%" data-testid="login-page">
        <Stack align="center" gap="md" ta="center">
          {!held && <Loader aria-hidden />}
          <Title order={1} size="h3">
            {CLIENT_TEXT.titleLogin}
          </Title>
          <Text c="dimmed" role="status">
            {navigation.kind === 'bounce'
              ? ACCOUNT_TEXT.loginBouncing
              : ACCOUNT_TEXT.loginRedirecting}
          </Text>
          <Anchor href={navigation.url} fw={700} data-testid="login-continue">
            {ACCOUNT_TEXT.loginContinue}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
