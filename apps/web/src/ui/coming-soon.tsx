import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { CLIENT_TEXT } from '../lib/client-text.js';
import { PageTitle } from './page-title.js';

/** A placeholder page body for routes built in later issues: stable heading, "coming soon" text. */
export function ComingSoon({
  title,
  children,
}: {
  readonly title: string;
  readonly children?: ReactNode;
}) {
  return (
    <Stack gap="lg" data-testid="coming-soon">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      {children}
      <Paper withBorder p="xl" radius="lg" bg="rgba(255,255,255,0.03)">
        <Stack gap={4}>
          <Text fw={800}>{CLIENT_TEXT.comingSoonHeading}</Text>
          <Text c="dimmed">{CLIENT_TEXT.comingSoonText}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
