import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Paper, Stack, Text } from '@mantine/core';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import type { AuthUser } from '../../../lib/auth/auth-store.js';
import { getLoginPath } from '../../../lib/auth/login-navigation.js';
import { PageLoader } from './page-loader.js';

/**
 * A page marked "auth required" (public-site §2, §4): the router's auth guard sends visitors without a token to
 * /login first; should the user still be missing (signed out on the page), this does the same. A signed-in user
 * the `allowed` rule refuses sees "No access" (null = still deciding).
 */
export function RequireSignIn({
  allowed,
  children,
}: {
  readonly allowed?: (user: AuthUser) => boolean | null;
  readonly children: ReactNode;
}) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user)
    return <Navigate to={getLoginPath(`${location.pathname}${location.search}`)} replace />;
  const verdict = allowed ? allowed(user) : true;
  if (verdict === null) return <PageLoader />;
  if (!verdict) {
    return (
      <Paper withBorder radius="lg" p="xl" bg="rgba(255,255,255,0.03)" data-testid="not-allowed">
        <Stack gap={4}>
          <Text fw={800}>{PAGES_TEXT.notAllowedHeading}</Text>
          <Text c="dimmed">{PAGES_TEXT.notAllowedText}</Text>
        </Stack>
      </Paper>
    );
  }
  return <>{children}</>;
}
