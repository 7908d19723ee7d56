import { Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
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
import { getLogoColors, getThemeColors } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty } from './event-section.js';
import classes from './event-pages.module.css';

type RosterTeam = WithLinks<
  TeamRecord,
  {
    theme: Loadable<ThemeRecord>[];
    players: Loadable<PlayerRecord>[];
    staff: Loadable<PlayerRecord>[];
  }
>;

const ROSTER_TREE = { theme: true, players: true, staff: true } as const;

function PersonLink({ player }: { readonly player: PlayerRecord }) {
  return (
    <Link to={getEntityPath('player', player.id)} className={classes.personLink}>
      {player.name}
    </Link>
  );
}

function RosterCard({ team }: { readonly team: RosterTeam }) {
  const theme = readyThings(team.theme)[0] ?? null;
  const colors = getThemeColors(theme);
  const logo = getLogoColors(theme);
  const players = readyThings(team.players);
  const staff = readyThings(team.staff);
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.card}
      data-testid="roster-team"
      data-team-id={team.id}
    >
      <Link
        to={getEntityPath('team', team.id)}
        className={classes.cardHeader}
        style={themedStyle(colors)}
      >
        <span className={classes.cardLogo} style={{ background: logo.background }}>
          <ThingImage
            attachmentId={getThemeLogoId(theme, 'small')}
            size="w-50"
            alt=""
            className={classes.cardLogoImage}
            fallbackColor="transparent"
          />
        </span>
        <Stack gap={0} miw={0}>
          <Text fw={900} c="inherit" truncate>
            {team.name}
          </Text>
          <Text size="xs" fw={700} c="inherit">
            {[team.code, EVENT_TEXT.rosterPlayerCount(team.players.length)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Link>
      <Stack gap={6} p="md">
        {players.length === 0 ? (
          <Text c="dimmed" size="sm">
            {EVENT_TEXT.rosterNoPlayers}
          </Text>
        ) : (
          players.map((player) => (
            <Group
              key={player.id}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid="roster-player"
            >
              <Group gap={6} wrap="nowrap" miw={0}>
                <PersonLink player={player} />
                {team.captains.includes(player.id) && (
                  <Badge size="xs" variant="light">
                    {EVENT_TEXT.rosterCaptain}
                  </Badge>
                )}
              </Group>
              {player.role && (
                <Text size="xs" c="dimmed" fw={700}>
                  {player.role}
                </Text>
              )}
            </Group>
          ))
        )}
        {staff.length > 0 && (
          <Text size="sm" c="dimmed" mt={4}>
            {EVENT_TEXT.rosterStaff}:{' '}
            {staff.map((person, index) => (
              <span key={person.id}>
                {index > 0 && ', '}
                <PersonLink player={person} />
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Rosters (public-site §2): every team of the event in its colours, with its players, captains and staff. */
export function EventRostersPage() {
  const { event } = useEventPage();
  const teams = useHydratedList<RosterTeam>(event.teams, ROSTER_TREE);
  const ready = readyThings(teams);
  return (
    <Stack gap="lg" data-testid="event-rosters">
      <EventPageTitle />
      {teams.some(isThingLoading) && ready.length === 0 ? (
        <Center py="xl">
          <Loader aria-label={CLIENT_TEXT.loading} />
        </Center>
      ) : ready.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.rostersEmpty} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {ready.map((team) => (
            <RosterCard key={team.id} team={team} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
