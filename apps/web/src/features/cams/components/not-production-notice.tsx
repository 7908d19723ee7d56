import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { CAMS_TEXT } from '../cams-text.js';

/** /cams for a signed-in user without a client (public-site §6: a production user has a client record). */
export function NotProductionNotice() {
  return (
    <Paper withBorder radius="lg" p="xl" maw={620} data-testid="cams-not-production">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {CAMS_TEXT.notProductionHeading}
        </Title>
        <Text c="dimmed">{CAMS_TEXT.notProductionText}</Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to="/profile" variant="light">
            {CLIENT_TEXT.titleProfile}
          </Button>
          <Button component={Link} to="/" variant="subtle">
            {CLIENT_TEXT.titleHome}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
