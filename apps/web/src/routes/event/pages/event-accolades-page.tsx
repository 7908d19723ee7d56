import { Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AccoladeRecord, PlayerRecord, TeamRecord } from '@castline/contracts';
import { CLIENT_TEXT, EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty } from './event-section.js';
import classes from './event-pages.module.css';

type Accolade = WithLinks<
  AccoladeRecord,
  { teams: Loadable<TeamRecord>[]; players: Loadable<PlayerRecord>[] }
>;

/** Accolades (public-site §2): each accolade of the event with its emoji and the teams and players it went to. */
export function EventAccoladesPage() {
  const { event } = useEventPage();
  const accolades = useHydratedList<Accolade>(event.accolades, { teams: true, players: true });
  const ready = readyThings(accolades);
  return (
    <Stack gap="lg" data-testid="event-accolades">
      <EventPageTitle />
      {accolades.some(isThingLoading) && ready.length === 0 ? (
        <Center py="xl">
          <Loader aria-label={CLIENT_TEXT.loading} />
        </Center>
      ) : ready.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.accoladesEmpty} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ready.map((accolade) => (
            <Paper
              key={accolade.id}
              withBorder
              radius="lg"
              p="lg"
              className={classes.panel}
              data-testid="accolade"
            >
              <Group gap="md" wrap="nowrap" align="flex-start">
                {accolade.emoji && (
                  <span className={classes.accoladeEmoji} aria-hidden="true">
                    {accolade.emoji}
                  </span>
                )}
                <Stack gap={6} miw={0}>
                  <Text fw={900} size="lg">
                    {accolade.name}
                  </Text>
                  {[
                    ...readyThings(accolade.teams).map((team) => ({
                      id: team.id,
                      name: team.name,
                      type: 'team' as const,
                    })),
                    ...readyThings(accolade.players).map((player) => ({
                      id: player.id,
                      name: player.name,
                      type: 'player' as const,
                    })),
                  ].map((winner) => (
                    <Link
                      key={winner.id}
                      to={getEntityPath(winner.type, winner.id)}
                      className={classes.personLink}
                    >
                      {winner.name}
                    </Link>
                  ))}
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
