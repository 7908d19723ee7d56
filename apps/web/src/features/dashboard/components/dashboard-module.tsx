import { useId, type ReactNode } from 'react';
import { Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { useUserSetting } from '../../../lib/settings/settings-context.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';

/** Whether a module is open: the remembered state for its title, else its default (OVERLAYS §4). */
export function isModuleOpen(
  remembered: Readonly<Record<string, boolean>>,
  title: string,
  defaultOpen: boolean,
): boolean {
  return remembered[title] ?? defaultOpen;
}

/**
 * A collapsible dashboard module (broadcast spec §2 "Collapsible modules (open state remembered per title)"): the
 * title is a disclosure button; the open state is the user setting openDashboardModules[title], kept in the
 * browser like every setting.
 */
export function DashboardModule({
  title,
  defaultOpen = false,
  actions,
  children,
  testId,
}: {
  readonly title: string;
  readonly defaultOpen?: boolean;
  /** Controls shown in the module's header beside its title (visible while collapsed too). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  const [remembered, setRemembered] = useUserSetting('openDashboardModules');
  const open = isModuleOpen(remembered, title, defaultOpen);
  const bodyId = useId();
  const toggle = () => setRemembered({ ...remembered, [title]: !open });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={title}
      data-testid={testId ?? 'dashboard-module'}
      data-module={title}
      data-open={open ? 'true' : 'false'}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton
          onClick={toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={DASHBOARD_TEXT.moduleToggle(title, open)}
          data-testid="dashboard-module-toggle"
          style={{ flex: 1 }}
        >
          <Group gap={6} wrap="nowrap">
            <span aria-hidden="true" style={{ display: 'inline-block', width: '1em' }}>
              {open ? '▾' : '▸'}
            </span>
            <Title order={2} size="h4">
              {title}
            </Title>
          </Group>
        </UnstyledButton>
        {actions}
      </Group>
      <div id={bodyId} hidden={!open} style={{ paddingTop: 8 }}>
        {open ? children : null}
      </div>
    </Paper>
  );
}
