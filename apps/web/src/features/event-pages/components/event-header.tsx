import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ThemeRecord } from '@castline/contracts';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { getLogoColors, type ColorPair } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import type { EventPageRecord } from '../hooks/use-event-page.js';
import classes from './event-pages.module.css';

/** The event's themed top banner: logo, series, name and subtitle (public-site §2 "Event pages"). */
export function EventHeader({
  event,
  theme,
  colors,
}: {
  readonly event: EventPageRecord;
  readonly theme: ThemeRecord | null;
  readonly colors: ColorPair;
}) {
  const logo = getLogoColors(theme);
  const series = [event.series_name, event.series_subtitle].filter(Boolean).join(' · ');
  return (
    <header className={classes.banner} style={themedStyle(colors)} data-testid="event-header">
      <Group gap="lg" wrap="nowrap" align="center">
        <span className={classes.bannerLogo} style={{ background: logo.background }}>
          <ThingImage
            attachmentId={getThemeLogoId(theme, 'default')}
            size="h-120"
            alt=""
            className={classes.bannerLogoImage}
            fallbackColor={logo.background}
          />
        </span>
        <Stack gap={4} miw={0}>
          {series && (
            <Text size="sm" fw={800} tt="uppercase" c="inherit" lineClamp={1}>
              {series}
            </Text>
          )}
          <Title order={1} c="inherit" className={classes.bannerTitle}>
            {event.name}
          </Title>
          <Group gap="xs">
            {event.in_progress && (
              <Badge color="red" variant="filled" size="sm">
                {CLIENT_TEXT.eventsInProgress}
              </Badge>
            )}
            {event.type_description && (
              <Text size="sm" c="inherit">
                {event.type_description}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </header>
  );
}
