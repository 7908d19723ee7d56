import { useEffect, useRef, useState } from 'react';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_TEXT, CLIENT_TEXT } from '../../lib/client-text.js';
import { useAuthStore } from '../../lib/auth/auth-context.js';
import { getAfterLoginNavigation } from '../../lib/auth/login-navigation.js';
import { getBrowserSessionStorage } from '../../lib/auth/browser-session-storage.js';
import { handOffSignIn } from '../../lib/auth/hand-off-sign-in.js';
import { useSite } from '../../lib/host/site-context.js';
import { SERVER_TEXT_UNKNOWN_TOKEN } from '../../lib/wire/wire-constants.js';
import { usePageNavigator } from '../../features/auth/page-navigator.js';
import { PageTitle } from '../../ui/page-title.js';
import { AuthErrorPanel } from '../../features/auth/components/auth-error-panel.js';

/** How long 'Hello {name}!' shows before the next page opens. */
export const HELLO_MS = 1200;

type Phase =
  | { readonly kind: 'authenticating' }
  | { readonly kind: 'hello'; readonly name: string }
  | { readonly kind: 'error'; readonly message: string; readonly detail: string | null };

/**
 * /auth/discord/return (public-site §2 "Login flow", §8): exchanges the `code` (and `state`) with POST
 * /auth/discord-login, showing 'Authenticating', then 'Hello {name}!' and the stored next page (else the server's
 * checked return URL, else /profile), or 'Authentication error' with the server's message. A next page on a
 * mini-site that cannot read this host's login is reached through a sign-in hand-off (issue 12 item 1).
 */
export function AuthReturnPage() {
  const store = useAuthStore();
  const site = useSite();
  const navigate = useNavigate();
  const navigator = usePageNavigator();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const [phase, setPhase] = useState<Phase>({ kind: 'authenticating' });
  // The next page is taken from the store once, however often the effect runs.
  const nextPage = useRef<{ value: string | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void store.loginWithDiscordCode(code, state).then((answer) => {
      if (cancelled) return;
      if (!answer.ok) {
        setPhase({
          kind: 'error',
          message: answer.message,
          detail: answer.kind === 'rejected' ? answer.forDeveloper : null,
        });
        return;
      }
      setPhase({
        kind: 'hello',
        name: answer.data.user.name?.trim() || ACCOUNT_TEXT.helloFallbackName,
      });
      nextPage.current ??= { value: store.takeNextPage() };
      const next = getAfterLoginNavigation(
        site.location,
        nextPage.current.value,
        answer.data.returnTo,
      );
      timer = setTimeout(() => {
        if (next.kind === 'internal') void navigate(next.to, { replace: true });
        else if (next.kind === 'external') navigator.assign(next.href);
        else {
          // A mini-site that cannot read this host's login gets its own (issue 12 item 1).
          void handOffSignIn(store, next.href, getBrowserSessionStorage()).then((step) => {
            if (cancelled) return;
            if (step.kind === 'go') navigator.assign(step.url);
            else if (step.kind === 'failed')
              setPhase({ kind: 'error', message: step.message, detail: step.detail });
            else setPhase({ kind: 'error', message: SERVER_TEXT_UNKNOWN_TOKEN, detail: null });
          });
        }
      }, HELLO_MS);
    });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [code, state, store, site.location, navigate, navigator]);

  return (
    <Center py={{ base: 48, sm: 96 }}>
      <PageTitle title={CLIENT_TEXT.titleLogin} />
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" data-testid="auth-return">
        <Stack align="center" gap="md" ta="center" aria-live="polite">
          {phase.kind === 'authenticating' && (
            <>
              <Loader aria-hidden />
              <Title order={1} size="h3" data-testid="auth-status">
                {ACCOUNT_TEXT.authenticating}
              </Title>
            </>
          )}
          {phase.kind === 'hello' && (
            <>
              <Title order={1} size="h2" data-testid="auth-status">
                {ACCOUNT_TEXT.hello(phase.name)}
              </Title>
              <Text c="dimmed">{ACCOUNT_TEXT.authRedirecting}</Text>
            </>
          )}
          {phase.kind === 'error' && (
            <AuthErrorPanel
              message={phase.message}
              detail={phase.detail}
              tryAgainLabel={ACCOUNT_TEXT.authTryAgain}
            />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
