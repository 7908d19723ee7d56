import { Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PlayerRecord, TeamRecord, ThemeRecord } from '@castline/contracts';
import { CLIENT_TEXT, EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty, EventSection } from './event-section.js';
import classes from './event-pages.module.css';

type BrandTeam = WithLinks<
  TeamRecord,
  { theme: Loadable<ThemeRecord>[]; brand_designers: Loadable<PlayerRecord>[] }
>;

function Designers({ people }: { readonly people: readonly PlayerRecord[] }) {
  return (
    <>
      {people.map((person, index) => (
        <span key={person.id}>
          {index > 0 && ', '}
          <Link to={getEntityPath('player', person.id)} className={classes.personLink}>
            {person.name}
          </Link>
        </span>
      ))}
    </>
  );
}

/**
 * Brands (public-site §2): who designed the event's branding, and every team's logo on its logo colours with
 * its designers (team brand_designers).
 */
export function EventBrandsPage() {
  const { event } = useEventPage();
  const designers = readyThings(useHydratedList<PlayerRecord>(event.brand_designers, {}));
  const teams = useHydratedList<BrandTeam>(event.teams, { theme: true, brand_designers: true });
  const ready = readyThings(teams);
  const loading = teams.some(isThingLoading) && ready.length === 0;
  return (
    <Stack gap="xl" data-testid="event-brands">
      <EventPageTitle />
      {designers.length > 0 && (
        <Paper withBorder radius="lg" p="lg" className={classes.panel} data-testid="brands-event">
          <Text size="sm" c="dimmed" fw={800} tt="uppercase">
            {EVENT_TEXT.brandsEventDesigners}
          </Text>
          <Text fw={700}>
            <Designers people={designers} />
          </Text>
        </Paper>
      )}
      {loading ? (
        <Center py="xl">
          <Loader aria-label={CLIENT_TEXT.loading} />
        </Center>
      ) : ready.length === 0 && designers.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.brandsEmpty} />
      ) : (
        ready.length > 0 && (
          <EventSection title={EVENT_TEXT.brandsTeams}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {ready.map((team) => {
                const theme = readyThings(team.theme)[0] ?? null;
                const logo = getLogoColors(theme);
                const teamDesigners = readyThings(team.brand_designers);
                return (
                  <Paper
                    key={team.id}
                    withBorder
                    radius="lg"
                    className={classes.card}
                    data-testid="brand-team"
                  >
                    <Link to={getEntityPath('team', team.id)} aria-label={team.name ?? ''}>
                      <ThingImage
                        attachmentId={getThemeLogoId(theme, 'default')}
                        size="h-120"
                        alt=""
                        style={{ height: 140, padding: 16, background: logo.background }}
                        fallbackColor={logo.background}
                      />
                    </Link>
                    <Stack gap={2} p="md">
                      <Text fw={800}>{team.name}</Text>
                      <Text size="sm" c="dimmed">
                        {teamDesigners.length > 0 ? (
                          <>
                            {EVENT_TEXT.brandsDesignedBy} <Designers people={teamDesigners} />
                          </>
                        ) : (
                          EVENT_TEXT.brandsNoDesigner
                        )}
                      </Text>
                    </Stack>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </EventSection>
        )
      )}
    </Stack>
  );
}
