import { Group, Paper, Title } from '@mantine/core';
import { useUserSettings } from '../../../lib/settings/settings-context.js';
import { useDashboard } from '../dashboard-context.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { BroadcastSwitcher } from './broadcast-switcher.js';
import { DashboardClocks } from './dashboard-clocks.js';
import { EventThumbnail, LiveMatchThumbnail } from './header-thumbnails.js';
import { SceneDisplay } from './scene-display.js';
import { StreamsButton } from './streams-button.js';
import { TransmitterStatus, type TransmitterState } from './transmitter-status.js';
import { useClientStreams } from './use-client-streams.js';
import { useProductionScenes } from './use-production-scenes.js';
import classes from './dashboard-header.module.css';

/** Until issue 17 brings the dashboard's OBS transmitter: 'Not connected', honestly. */
const TRANSMITTER: TransmitterState = { kind: 'unavailable' };

/**
 * The dashboard header (broadcast spec §2 "Producer dashboard"; OVERLAYS §4 "Header"): the title with the
 * transmitter status (only with the user setting useDashboardTransmitter) and the streams modal; the broadcast
 * switcher; the live-match and event thumbnails; the preview and program scenes of the active broadcast; the Local
 * and Broadcast clocks. One compact band that wraps on narrow screens.
 */
export function DashboardHeader() {
  const { data } = useDashboard();
  const { useDashboardTransmitter } = useUserSettings();
  const clientKey = data.client?.key ?? null;
  const broadcastKey = data.broadcast?.key ?? null;
  const change = useProductionScenes(clientKey, broadcastKey);
  const streams = useClientStreams(clientKey);
  return (
    <Paper
      component="header"
      withBorder
      radius="md"
      p="sm"
      className={classes.header}
      data-testid="dashboard-header"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="wrap" align="center">
          <Title order={1} className={classes.title}>
            {DASHBOARD_TEXT.title}
          </Title>
          {useDashboardTransmitter ? <TransmitterStatus state={TRANSMITTER} /> : null}
          <StreamsButton streams={streams} />
        </Group>
        <DashboardClocks broadcastTimeZone={data.broadcast?.timezone} />
      </Group>
      <div className={classes.row}>
        <BroadcastSwitcher />
        <LiveMatchThumbnail match={data.liveMatch} teams={data.teams} />
        <EventThumbnail event={data.event} />
        <SceneDisplay change={change} streams={streams} />
      </div>
    </Paper>
  );
}
