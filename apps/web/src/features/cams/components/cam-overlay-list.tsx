import { Stack, Text, Title } from '@mantine/core';
import { useSite } from '../../../lib/host/site-context.js';
import { getMainSiteUrl } from '../../../lib/links/site-links.js';
import { CAMS_TEXT } from '../cams-text.js';
import type { CamOverlayKind, CamOverlayPath } from '../get-cam-overlay-paths.js';
import { CopyField } from './copy-field.js';

const OVERLAY_NAMES: Readonly<Record<Exclude<CamOverlayKind, 'pov'>, string>> = {
  desk: CAMS_TEXT.overlayDesk,
  ingame: CAMS_TEXT.overlayIngame,
  full: CAMS_TEXT.overlayFull,
};

/** A broadcast's cam overlays as full URLs on the main site, each with Copy (OVERLAYS §1 cams/*). */
export function CamOverlayList({
  overlays,
  headingOrder = 3,
}: {
  readonly overlays: readonly CamOverlayPath[];
  readonly headingOrder?: 3 | 4;
}) {
  const { location } = useSite();
  return (
    <Stack gap="sm" data-testid="cams-overlays">
      <Stack gap={2}>
        <Title order={headingOrder} size="h5">
          {CAMS_TEXT.overlaysHeading}
        </Title>
        <Text size="sm" c="dimmed">
          {CAMS_TEXT.overlaysText}
        </Text>
      </Stack>
      {overlays.map((overlay) => {
        const name = overlay.kind === 'pov' ? CAMS_TEXT.povOverlay : OVERLAY_NAMES[overlay.kind];
        return (
          <CopyField
            key={overlay.kind}
            label={name}
            value={getMainSiteUrl(location, overlay.path)}
            copyLabel={CAMS_TEXT.overlayLabel(name)}
            testId={`cams-overlay-${overlay.kind}`}
          />
        );
      })}
    </Stack>
  );
}
