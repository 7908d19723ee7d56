import { useEffect, useState } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { formatClockTime, getTimeZoneAbbreviation } from '@castline/domain';
import { getLocalTimeZone, useUserSettings } from '../../../lib/settings/settings-context.js';
import { getServerClock, type ServerClock } from '../../../overlays/shell/server-clock.js';
import { HEADER_TEXT } from './header-text.js';
import classes from './dashboard-header.module.css';

/** broadcast §9: the clocks tick every 50 ms. */
export const CLOCK_TICK_MS = 50;
/** broadcast §9 / spec §2: a broadcast without a timezone shows America/New_York. */
export const DEFAULT_BROADCAST_TIMEZONE = 'America/New_York';
/*
 * The time sync (broadcast §9: every hour, 10 s timeout, 5 repeats) is the page's server clock of the overlays
 * (overlays/shell/server-clock.ts: SERVER_CLOCK_RESYNC_MS, SERVER_CLOCK_TIMEOUT_MS, SERVER_CLOCK_SAMPLES against the
 * gateway's GET /time); the dashboard shares it rather than keeping a second one.
 */

/** One clock's face: the time (with seconds) and the zone's abbreviation at that instant. */
export interface ClockFace {
  readonly time: string;
  readonly zone: string;
}

/** What a clock shows at `now` in `timeZone` (an unknown zone falls back to the default broadcast zone). */
export function readClockFace(now: number, timeZone: string, use24HourTime: boolean): ClockFace {
  try {
    return {
      time: formatClockTime(now, timeZone, use24HourTime, true),
      zone: getTimeZoneAbbreviation(now, timeZone),
    };
  } catch {
    return readClockFace(now, DEFAULT_BROADCAST_TIMEZONE, use24HourTime);
  }
}

/**
 * The faces of clocks in `zones`, from the server-synced clock, recomputed every CLOCK_TICK_MS (and after every
 * resync). A face is state only when its text changes, so the clocks repaint once a second, not 20 times.
 */
export function useClockFaces(
  zones: readonly string[],
  use24HourTime: boolean,
  clock: ServerClock = getServerClock(),
): ClockFace[] {
  const key = zones.join('|');
  const read = () => zones.map((zone) => readClockFace(clock.now(), zone, use24HourTime));
  const [faces, setFaces] = useState(read);
  useEffect(() => {
    const list = key.split('|');
    const update = () => {
      const now = clock.now();
      const next = list.map((zone) => readClockFace(now, zone, use24HourTime));
      setFaces((previous) =>
        previous.length === next.length &&
        previous.every((face, i) => face.time === next[i]?.time && face.zone === next[i]?.zone)
          ? previous
          : next,
      );
    };
    update();
    const timer = setInterval(update, CLOCK_TICK_MS);
    const unsubscribe = clock.subscribe(update);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [key, use24HourTime, clock]);
  return faces;
}

/**
 * The Local and Broadcast clocks (broadcast §2: broadcast timezone, default America/New_York; a click toggles
 * 12h/24h; 50 ms tick; server-synced). Our choice: they start in the user's use24HourTime setting and a click on
 * either switches both for this visit only; the site-wide setting is never changed by a glance at the clock.
 */
export function DashboardClocks({
  broadcastTimeZone,
  clock,
}: {
  readonly broadcastTimeZone: string | null | undefined;
  readonly clock?: ServerClock;
}) {
  const settings = useUserSettings();
  const [use24, setUse24] = useState(settings.use24HourTime);
  const zones = [getLocalTimeZone(), broadcastTimeZone || DEFAULT_BROADCAST_TIMEZONE];
  const faces = useClockFaces(zones, use24, clock);
  const names = [HEADER_TEXT.clocks.local, HEADER_TEXT.clocks.broadcast];
  return (
    <Group gap="xs" wrap="nowrap" data-testid="dashboard-clocks" data-24h={use24}>
      {faces.map((face, i) => {
        const name = names[i] ?? '';
        return (
          <UnstyledButton
            key={name}
            className={classes.clock}
            onClick={() => setUse24((value) => !value)}
            aria-label={HEADER_TEXT.clocks.toggle(name, face.time, use24)}
            data-testid="dashboard-clock"
            data-clock={i === 0 ? 'local' : 'broadcast'}
            data-zone={zones[i]}
          >
            <Text component="span" size="xs" c="dimmed" fw={700} tt="uppercase" lh={1.2}>
              {name} · {face.zone}
            </Text>
            <Text
              component="span"
              fw={800}
              size="lg"
              lh={1.2}
              className={classes.clockTime}
              data-testid="dashboard-clock-time"
            >
              {face.time}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
