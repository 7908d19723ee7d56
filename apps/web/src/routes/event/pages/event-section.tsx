import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

/** A titled block of an event page. */
export function EventSection({
  title,
  action,
  children,
  testId,
}: {
  readonly title: string;
  readonly action?: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  const id = `event-section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={id} data-testid={testId}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/** The empty state of an event page or block. */
export function EventEmpty({ text, testId }: { readonly text: string; readonly testId?: string }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      bg="color-mix(in srgb, currentColor 3%, transparent)"
      data-testid={testId ?? 'event-empty'}
    >
      <Text c="dimmed">{text}</Text>
    </Paper>
  );
}
