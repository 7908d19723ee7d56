import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { EventRecord, ThemeRecord } from '@castline/contracts';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { useLinkContext } from '../../../lib/host/site-context.js';
import { getEventLink } from '../../../lib/links/site-links.js';
import { readyThings, type Loadable, type WithLinks } from '../../../lib/things/thing-types.js';
import { getLogoColors, getThemeColors } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ExternalIcon } from '../../../ui/icons.js';
import { SiteAnchor } from '../../../ui/site-anchor.js';
import { ThingImage } from '../../../ui/thing-image.js';
import classes from './event-card.module.css';

/** An event with its theme, as the events page reads it. */
export type EventWithTheme = WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }>;

/** "Nov 2026" for an event's start date (calendar date, no zone). */
function formatEventMonth(date: string | null): string | null {
  if (!date) return null;
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

/**
 * An event card (public-site §2 "/events"): theme colours, logo and name, linking to the event page or to
 * the event's own subdomain.
 */
export function EventCard({ event }: { readonly event: EventWithTheme }) {
  const linkContext = useLinkContext();
  const theme = readyThings(event.theme)[0] ?? null;
  const colors = getThemeColors(theme);
  const logo = getLogoColors(theme);
  const link = getEventLink(event, null, linkContext);
  const logoId = getThemeLogoId(theme, 'default');
  const month = formatEventMonth(event.start_date);
  const name = event.name ?? event.short ?? '';
  return (
    <SiteAnchor
      link={link}
      className={classes.link}
      aria-label={link.kind === 'external' ? `${name} (${CLIENT_TEXT.eventOnOwnSite})` : name}
      data-testid="event-card"
    >
      <Card padding={0} radius="lg" className={classes.card} style={themedStyle(colors)}>
        <Box className={classes.logo} style={{ background: logo.background }}>
          <ThingImage
            attachmentId={logoId}
            size="h-120"
            alt=""
            fallbackColor={logo.background}
            className={classes.logoImage}
          />
        </Box>
        <Stack gap={4} p="md" className={classes.body}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={800} size="lg" lineClamp={2} className={classes.name} c="inherit">
              {name}
            </Text>
            {link.kind === 'external' && <ExternalIcon aria-hidden />}
          </Group>
          <Group gap="xs">
            {event.in_progress && (
              <Badge color="red" variant="filled" size="sm">
                {CLIENT_TEXT.eventsInProgress}
              </Badge>
            )}
            {month && (
              <Text size="sm" c="inherit">
                {month}
              </Text>
            )}
          </Group>
          {event.series_subtitle && (
            <Text size="sm" c="inherit" lineClamp={1}>
              {event.series_subtitle}
            </Text>
          )}
        </Stack>
      </Card>
    </SiteAnchor>
  );
}
