import { Paper, Stack, Text } from '@mantine/core';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { useRouteHandle } from '../../../lib/routing/route-handle.js';
import { EventPageTitle } from './event-page-title.js';

/** Pages of later issues (foldy sheet, draft, auction): the title and "coming soon". */
export function EventLaterPage() {
  const { title } = useRouteHandle();
  return (
    <Stack gap="md" data-testid="coming-soon">
      <EventPageTitle />
      <Paper withBorder p="xl" radius="lg" bg="color-mix(in srgb, currentColor 3%, transparent)">
        <Stack gap={4}>
          <Text fw={800}>
            {title ? `${title}: ${CLIENT_TEXT.comingSoonHeading}` : CLIENT_TEXT.comingSoonHeading}
          </Text>
          <Text c="dimmed">{CLIENT_TEXT.comingSoonText}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
