import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { PageTitle } from '../../ui/page-title.js';

/** The Not Found page (public-site §2): any other path, and an unknown event; the layout keeps the navigation. */
export function NotFoundPage({ text = CLIENT_TEXT.notFoundText }: { readonly text?: string }) {
  return (
    <Stack gap="lg" align="flex-start" py="xl" data-testid="not-found">
      <PageTitle title={CLIENT_TEXT.titleNotFound} />
      <Text fw={900} fz={72} lh={1} c="violet.4" aria-hidden="true">
        404
      </Text>
      <Title order={1}>{CLIENT_TEXT.notFoundHeading}</Title>
      <Text c="dimmed" maw={560}>
        {text}
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/">
          {CLIENT_TEXT.notFoundHome}
        </Button>
        <Button component={Link} to="/events" variant="default">
          {CLIENT_TEXT.notFoundEvents}
        </Button>
      </Group>
    </Stack>
  );
}
