import { Badge, Group, Stack, Text } from '@mantine/core';
import { useSite } from '../../../lib/host/site-context.js';
import { getMainSiteUrl } from '../../../lib/links/site-links.js';
import { CAMS_TEXT } from '../cams-text.js';
import type { CamsPlayerView } from '../list-cam-broadcasts.js';
import { CopyButton } from './copy-button.js';
import { CopyField } from './copy-field.js';
import classes from './cams.module.css';

/** One player of a live match: name, cam slot, the camera link and remote feed with Copy, and their POV overlay. */
export function PlayerCamRow({ player }: { readonly player: CamsPlayerView }) {
  const { location } = useSite();
  const povUrl = getMainSiteUrl(location, player.povPath);
  return (
    <Stack gap="xs" className={classes.player} data-testid="cams-player" data-player-id={player.id}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6} wrap="wrap">
          <Text fw={700} data-testid="cams-player-name">
            {player.name}
          </Text>
          {player.camSlot !== null && (
            <Badge size="sm" variant="light" color="violet">
              {CAMS_TEXT.camSlot(player.camSlot)}
            </Badge>
          )}
          {player.camLink !== null && !player.useCam && (
            <Badge size="sm" variant="light" color="gray">
              {CAMS_TEXT.camOff}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {CAMS_TEXT.povOverlay}
          </Text>
          <CopyButton
            value={povUrl}
            label={CAMS_TEXT.playerPovLabel(player.name)}
            variant="default"
            testId="cams-player-pov-copy"
          />
        </Group>
      </Group>
      {player.camLink === null ? (
        <Text size="sm" c="dimmed" data-testid="cams-no-cam">
          {CAMS_TEXT.noCamLink}
        </Text>
      ) : (
        <CopyField
          label={CAMS_TEXT.camLink}
          value={player.camLink}
          copyLabel={CAMS_TEXT.playerCamLabel(player.name)}
          testId="cams-cam-link"
        />
      )}
      {player.remoteFeed !== null && (
        <CopyField
          label={CAMS_TEXT.remoteFeed}
          value={player.remoteFeed}
          copyLabel={CAMS_TEXT.playerFeedLabel(player.name)}
          testId="cams-remote-feed"
        />
      )}
    </Stack>
  );
}
