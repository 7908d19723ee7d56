import type { ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';
import type { EventRecord, ThemeRecord } from '@castline/contracts';
import { useLinkContext } from '../../../lib/host/site-context.js';
import { getEventLink } from '../../../lib/links/site-links.js';
import { useHydrated } from '../../../lib/things/thing-hooks.js';
import {
  isThingMissing,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { SiteAnchor } from '../../../ui/site-anchor.js';
import { ThingImage } from '../../../ui/thing-image.js';
import classes from './entity-pages.module.css';

type TileEvent = WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }>;

/** An event with its logo (logo colours) and name, linking to the event page or its own site; extra lines below. */
export function EventTile({
  eventId,
  children,
}: {
  readonly eventId: string;
  readonly children?: ReactNode;
}) {
  const linkContext = useLinkContext();
  const event = useHydrated<TileEvent>(eventId, { theme: true });
  if (isThingMissing(event)) return null;
  if (!isThingReady(event)) return <Skeleton height={62} radius="md" />;
  const theme = readyThings(event.theme)[0] ?? null;
  const colors = getLogoColors(theme);
  return (
    <SiteAnchor
      link={getEventLink(event, null, linkContext)}
      className={classes.tile}
      data-testid="event-tile"
    >
      <ThingImage
        attachmentId={getThemeLogoId(theme, 'small')}
        size="w-50"
        alt=""
        className={classes.tileLogo}
        fallbackColor={colors.background}
        style={{ background: colors.background, padding: 4 }}
      />
      <span className={classes.personText}>
        <Text fw={700} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
          {event.name}
        </Text>
        {children}
      </span>
    </SiteAnchor>
  );
}
