import { Paper, Stack, Text } from '@mantine/core';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty } from './event-section.js';
import classes from './event-pages.module.css';

/** About (public-site §2, shown when about text exists): the event's about text as written (plain text). */
export function EventAboutPage() {
  const { event } = useEventPage();
  const paragraphs = (event.about ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Stack gap="md" data-testid="event-about">
      <EventPageTitle />
      {paragraphs.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.aboutEmpty} />
      ) : (
        <Paper withBorder radius="lg" p="xl" className={classes.panel}>
          <Stack gap="md">
            {event.type_description && (
              <Text fw={800} size="lg">
                {event.type_description}
              </Text>
            )}
            {paragraphs.map((paragraph, index) => (
              <Text key={index} className={classes.about}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
