import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { EventRecord, ThemeRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
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
import { getThemeColors } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { SiteAnchor } from '../../../ui/site-anchor.js';
import { ThingImage } from '../../../ui/thing-image.js';
import type { TeamEventGroup } from '../listing-types.js';
import { TeamCard } from './team-card.js';
import classes from './listings.module.css';

type EventWithTheme = WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }>;

/** The grid of teams: one column on phones, up to four on wide screens. */
export const TEAM_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** One event of /teams: a header in the event's colours (name linking to the event) and its teams. */
export function TeamEventSection({ group }: { readonly group: TeamEventGroup }) {
  const linkContext = useLinkContext();
  const event = useHydrated<EventWithTheme>(group.eventId || null, { theme: true });
  const ready = isThingReady(event) ? event : null;
  const theme = ready ? (readyThings(ready.theme)[0] ?? null) : null;
  const colors = getThemeColors(theme);
  const headingId = `teams-event-${group.eventId || 'none'}`;
  // An event that is not (or no longer) readable still lists its teams, under 'Other teams'.
  const name =
    ready?.name ?? (group.eventId && !isThingMissing(event) ? null : PAGES_TEXT.teamsUnknownEvent);
  return (
    <section aria-labelledby={headingId} data-testid="teams-event" data-event-id={group.eventId}>
      <Stack gap="sm">
        <div className={classes.eventHeader} style={themedStyle(colors)}>
          <ThingImage
            attachmentId={getThemeLogoId(theme, 'small')}
            size="w-50"
            alt=""
            className={classes.eventLogo}
            fallbackColor="rgba(0,0,0,0.15)"
          />
          <Group justify="space-between" gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
            <h2 id={headingId} style={{ margin: 0, fontSize: '1.1rem', minWidth: 0 }}>
              {name === null ? (
                <Skeleton height={18} width={180} />
              ) : ready ? (
                <SiteAnchor
                  link={getEventLink(ready, null, linkContext)}
                  className={classes.eventLink}
                >
                  {name}
                </SiteAnchor>
              ) : (
                name
              )}
            </h2>
            <Text size="sm" c="inherit" fw={600}>
              {PAGES_TEXT.teamsTeamCount(group.teams.length)}
            </Text>
          </Group>
        </div>
        <SimpleGrid cols={TEAM_GRID_COLS} spacing="sm">
          {group.teams.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
