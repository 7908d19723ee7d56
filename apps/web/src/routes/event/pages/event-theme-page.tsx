import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatHexColor } from '@castline/domain';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import { useUserSettings } from '../../../lib/settings/settings-context.js';
import { getReadableColors } from '../../../lib/theme/theme-colors.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty, EventSection } from './event-section.js';
import classes from './event-pages.module.css';

/** Theme colour fields in the spec's order (public-site §3 "Theme"). */
const COLOR_FIELDS = Object.keys(EVENT_TEXT.themeColorNames);

/**
 * Theme (public-site §2, shown when the event has a theme): its logos on their logo background and every colour
 * it sets, with its hex value (with or without '#', per the removeHashInHex setting).
 */
export function EventThemePage() {
  const { theme } = useEventPage();
  const { removeHashInHex } = useUserSettings();
  if (!theme) {
    return (
      <Stack gap="md" data-testid="event-theme">
        <EventPageTitle />
        <EventEmpty text={EVENT_TEXT.themeEmpty} />
      </Stack>
    );
  }
  const record = theme as unknown as Readonly<Record<string, unknown>>;
  const colors = COLOR_FIELDS.flatMap((field) => {
    const hex = formatHexColor(typeof record[field] === 'string' ? record[field] : null);
    return hex ? [{ field, hex }] : [];
  });
  const logoBackground = getReadableColors(theme.color_logo_background ?? theme.color_theme);
  const logos = [
    { label: EVENT_TEXT.themeDefaultLogo, id: theme.default_logo[0] ?? null },
    { label: EVENT_TEXT.themeSmallLogo, id: theme.small_logo[0] ?? null },
  ].filter((logo) => logo.id !== null);
  return (
    <Stack gap="xl" data-testid="event-theme">
      <EventPageTitle />
      {logos.length > 0 && (
        <EventSection title={EVENT_TEXT.themeLogos}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {logos.map((logo) => (
              <Paper
                key={logo.label}
                withBorder
                radius="lg"
                p="md"
                style={{ background: logoBackground.background }}
              >
                <ThingImage
                  attachmentId={logo.id}
                  size="h-120"
                  alt={logo.label}
                  style={{ height: 120, width: '100%' }}
                  fallbackColor="transparent"
                />
                <Text size="sm" fw={700} mt="xs" c={logoBackground.text}>
                  {logo.label}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </EventSection>
      )}
      <EventSection title={EVENT_TEXT.themeColours}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {colors.map(({ field, hex }) => {
            const text = getReadableColors(hex).text;
            const shown = removeHashInHex ? hex.replace(/^#/, '') : hex;
            return (
              <div
                key={field}
                className={classes.swatch}
                style={{ background: hex, color: text }}
                data-testid="theme-swatch"
              >
                <Stack gap={0}>
                  <Text size="xs" fw={800} c="inherit">
                    {EVENT_TEXT.themeColorNames[field]}
                  </Text>
                  <Text size="sm" ff="monospace" c="inherit">
                    {shown}
                  </Text>
                </Stack>
              </div>
            );
          })}
        </SimpleGrid>
      </EventSection>
    </Stack>
  );
}
