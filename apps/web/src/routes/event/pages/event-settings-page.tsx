import { Alert, Paper, Stack, Text } from '@mantine/core';
import { CLIENT_TEXT, EVENT_TEXT } from '../../../lib/client-text.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';

/**
 * Settings (public-site §2, auth; its editors come in a later issue): only users allowed to edit events see it
 * (RULES (0) event editor); everyone else is told so.
 */
export function EventSettingsPage() {
  const { canEdit } = useEventPage();
  const { user } = useAuth();
  return (
    <Stack gap="md" data-testid="event-settings">
      <EventPageTitle />
      {!canEdit ? (
        <Alert color="yellow" variant="light" data-testid="event-settings-denied">
          {user ? EVENT_TEXT.settingsNotAllowed : EVENT_TEXT.settingsSignIn}
        </Alert>
      ) : (
        <Paper
          withBorder
          p="xl"
          radius="lg"
          bg="color-mix(in srgb, currentColor 3%, transparent)"
          data-testid="coming-soon"
        >
          <Stack gap={4}>
            <Text fw={800}>{CLIENT_TEXT.comingSoonHeading}</Text>
            <Text c="dimmed">{EVENT_TEXT.settingsComingSoon}</Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
