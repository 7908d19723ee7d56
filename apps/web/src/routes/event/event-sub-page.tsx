import { Paper, Stack, Text } from '@mantine/core';
import { useOutletContext } from 'react-router';
import type { EventRecord } from '@castline/contracts';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { PageTitle } from '../../ui/page-title.js';

/** One event sub-page until its issue lands: the page title and "coming soon". */
export function EventSubPage() {
  const event = useOutletContext<Pick<EventRecord, 'name'>>();
  const { subPage, title } = useRouteHandle();
  const pageTitle =
    subPage && title ? `${title} - ${event.name ?? ''}` : (event.name ?? CLIENT_TEXT.titleEvent);
  return (
    <Stack gap="md" data-testid="coming-soon" data-sub-page={subPage ?? ''}>
      <PageTitle title={pageTitle} />
      <Paper withBorder p="xl" radius="lg" bg="rgba(255,255,255,0.03)">
        <Stack gap={4}>
          <Text fw={800}>
            {subPage && title
              ? `${title}: ${CLIENT_TEXT.comingSoonHeading}`
              : CLIENT_TEXT.comingSoonHeading}
          </Text>
          <Text c="dimmed">{CLIENT_TEXT.comingSoonText}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
