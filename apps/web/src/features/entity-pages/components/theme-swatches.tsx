import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ThemeRecord } from '@castline/contracts';
import { formatHexColor } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { getLogoColors, getReadableColors } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import { ThingImage } from '../../../ui/thing-image.js';
import classes from './entity-pages.module.css';

type ColorField = keyof typeof PAGES_TEXT.themeColors;

/**
 * A theme's colours and logos (public-site §3 "Theme"): one swatch per set colour with its name and hex in a
 * readable text colour (contrast-checked), then the small and default logos on the logo background.
 */
export function ThemeSwatches({ theme }: { readonly theme: ThemeRecord }) {
  const fields = Object.keys(PAGES_TEXT.themeColors) as ColorField[];
  const logo = getLogoColors(theme);
  const candidates: { label: string; id: string | undefined }[] = [
    { label: PAGES_TEXT.teamSmallLogo, id: theme.small_logo?.[0] },
    { label: PAGES_TEXT.teamDefaultLogo, id: theme.default_logo?.[0] },
  ];
  const logos = candidates.filter((item): item is { label: string; id: string } =>
    Boolean(item.id),
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="theme-swatches">
        {fields.map((field) => {
          const hex = formatHexColor(theme[field] ?? null);
          if (!hex) return null;
          const pair = getReadableColors(hex);
          return (
            <div
              key={field}
              className={classes.swatch}
              style={themedStyle(pair)}
              data-testid="theme-swatch"
            >
              <Text size="sm" fw={700} c="inherit">
                {PAGES_TEXT.themeColors[field]}
              </Text>
              <Text size="xs" c="inherit" ff="monospace">
                {hex}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
      {logos.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {PAGES_TEXT.teamLogos}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {logos.map((item) => (
              <Stack
                key={item.label}
                gap={6}
                align="center"
                p="md"
                style={{ background: logo.background, color: logo.text, borderRadius: 12 }}
              >
                <ThingImage
                  attachmentId={item.id}
                  size="h-120"
                  alt={item.label}
                  fallbackColor="transparent"
                  style={{ width: 120, height: 120 }}
                />
                <Text size="sm" fw={700} c="inherit">
                  {item.label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
