import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_TEXT, CLIENT_TEXT } from '../../../lib/client-text.js';
import { getLoginPath } from '../../../lib/auth/login-navigation.js';

/**
 * A protected page seen while signed out (the login was cleared on the page, or the check could not reach the
 * server and navigation continued, public-site §4 "Authentication" 7): a Login button that returns here.
 */
export function SignedOutNotice({ returnTo }: { readonly returnTo: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" data-testid="signed-out-notice">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {ACCOUNT_TEXT.signedOutHeading}
        </Title>
        <Text c="dimmed">{ACCOUNT_TEXT.signedOutText}</Text>
        <Button component={Link} to={getLoginPath(returnTo)} mt="sm">
          {CLIENT_TEXT.navLogin}
        </Button>
      </Stack>
    </Paper>
  );
}
