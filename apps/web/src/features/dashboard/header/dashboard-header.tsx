import { Group, Title } from '@mantine/core';
import { DASHBOARD_TEXT } from '../dashboard-text.js';

/** The dashboard header (OVERLAYS §4 "Header"). Placeholder until it lands. */
export function DashboardHeader() {
  return (
    <Group justify="space-between">
      <Title order={1}>{DASHBOARD_TEXT.title}</Title>
    </Group>
  );
}
