import { useState } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import type {
  HeroRecord,
  MapDataRecord,
  MapRecord,
  MatchRecord,
  TeamRecord,
} from '@castline/contracts';
import { applyWording, getGameProfile } from '@castline/domain';
import { CLIENT_TEXT, EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useHydratedList, useThings } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { computeEventStats } from '../../../features/event-pages/compute-event-stats.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty, EventSection } from './event-section.js';
import classes from './event-pages.module.css';

type StatsMatch = WithLinks<MatchRecord, { maps: Loadable<MapRecord>[] }>;

/** Heroes listed before 'Show all'. */
const HERO_ROWS = 12;
const COLUMNS = EVENT_TEXT.statsColumns;

/**
 * Stats (public-site §2): computed live from the event's matches and their maps: maps played (banned and
 * unplayed maps do not count), hero picks and bans (Marvel Rivals and Deadlock bans only from public maps,
 * RULES (e)), and results by map (each team's record on it). Words follow the game profile (Agents, Games...).
 */
export function EventStatsPage() {
  const { event } = useEventPage();
  const [allHeroes, setAllHeroes] = useState(false);
  const matchEntries = useHydratedList<StatsMatch>(event.matches, { maps: true });
  const matches = readyThings(matchEntries);
  const maps = matches.flatMap((match) => readyThings(match.maps));
  const mapDataIds = [...new Set(maps.flatMap((map) => map.map))];
  const heroIds = [
    ...new Set(
      maps.flatMap((map) => [
        ...map.team_1_picks,
        ...map.team_2_picks,
        ...map.team_1_bans,
        ...map.team_2_bans,
      ]),
    ),
  ];
  const mapData = readyThings(useThings<MapDataRecord>(mapDataIds));
  const heroes = readyThings(useThings<HeroRecord>(heroIds));
  const teams = readyThings(useThings<TeamRecord>(event.teams));
  const teamName = new Map(teams.map((team) => [team.id, team.name ?? '']));
  const stats = computeEventStats({
    matches: matches.map((match) => ({
      id: match.id,
      game: match.game ?? event.game,
      teams: match.teams,
      maps: match.maps.map((map) => map.__id),
    })),
    maps,
    mapData,
    heroes,
  });
  const profile = getGameProfile(event.game);
  const heroWord = applyWording(profile, 'hero');
  const mapWord = applyWording(profile, 'map');
  const mapsWord = applyWording(profile, 'maps');
  const loading =
    matchEntries.some(isThingLoading) || matches.some((match) => match.maps.some(isThingLoading));
  if (loading && stats.mapsPlayed === 0) {
    return (
      <Stack gap="lg" data-testid="event-stats">
        <EventPageTitle />
        <Center py="xl">
          <Loader aria-label={CLIENT_TEXT.loading} />
        </Center>
      </Stack>
    );
  }
  const shownHeroes = allHeroes ? stats.heroes : stats.heroes.slice(0, HERO_ROWS);
  return (
    <Stack gap="xl" data-testid="event-stats">
      <EventPageTitle />
      {stats.mapsPlayed === 0 ? (
        <EventEmpty text={EVENT_TEXT.statsEmpty} />
      ) : (
        <>
          <Text c="dimmed" fw={600} data-testid="stats-summary">
            {EVENT_TEXT.statsSummary(stats.mapsPlayed, stats.matchesWithMaps)}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
            <EventSection title={EVENT_TEXT.statsMapsPlayed(mapsWord)} testId="stats-maps">
              <Paper withBorder radius="lg" className={classes.tableFrame}>
                <Table verticalSpacing="xs" highlightOnHover className={classes.table}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{mapWord}</Table.Th>
                      <Table.Th>{COLUMNS.mode}</Table.Th>
                      <Table.Th className={classes.num}>{COLUMNS.played}</Table.Th>
                      <Table.Th className={classes.num}>{COLUMNS.draws}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {stats.maps.map((map) => (
                      <Table.Tr key={map.key} data-testid="stats-map-row">
                        <Table.Td fw={700}>{map.name}</Table.Td>
                        <Table.Td c="dimmed">{map.type ?? ''}</Table.Td>
                        <Table.Td className={classes.num} fw={800}>
                          {map.played}
                        </Table.Td>
                        <Table.Td className={classes.num}>{map.draws}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            </EventSection>
            <EventSection
              title={EVENT_TEXT.statsHeroPicks(heroWord)}
              testId="stats-heroes"
              action={
                stats.heroes.length > HERO_ROWS ? (
                  <Button size="xs" variant="default" onClick={() => setAllHeroes((all) => !all)}>
                    {allHeroes ? EVENT_TEXT.statsShowLess : EVENT_TEXT.statsShowMore}
                  </Button>
                ) : null
              }
            >
              {stats.heroes.length === 0 ? (
                <Text c="dimmed">{EVENT_TEXT.statsNoHeroData}</Text>
              ) : (
                <Paper withBorder radius="lg" className={classes.tableFrame}>
                  <Table verticalSpacing="xs" highlightOnHover className={classes.table}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{heroWord}</Table.Th>
                        <Table.Th>{COLUMNS.role}</Table.Th>
                        <Table.Th className={classes.num}>{COLUMNS.picks}</Table.Th>
                        <Table.Th className={classes.num}>{COLUMNS.bans}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {shownHeroes.map((hero) => (
                        <Table.Tr key={hero.heroId} data-testid="stats-hero-row">
                          <Table.Td fw={700}>{hero.name}</Table.Td>
                          <Table.Td c="dimmed">{hero.role ?? ''}</Table.Td>
                          <Table.Td className={classes.num} fw={800}>
                            {hero.picks}
                          </Table.Td>
                          <Table.Td className={classes.num}>{hero.bans}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Paper>
              )}
            </EventSection>
          </SimpleGrid>
          <EventSection title={EVENT_TEXT.statsResultsByMap(mapWord)} testId="stats-results">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {stats.maps.map((map) => (
                <Paper
                  key={map.key}
                  withBorder
                  radius="lg"
                  p="md"
                  className={classes.panel}
                  data-testid="stats-map-card"
                >
                  <Group justify="space-between" mb="xs" wrap="nowrap">
                    <Text fw={900} truncate>
                      {map.name}
                    </Text>
                    {map.type && (
                      <Text size="xs" c="dimmed" fw={700}>
                        {map.type}
                      </Text>
                    )}
                  </Group>
                  <Stack gap={4}>
                    {map.teams.map((team) => (
                      <Group key={team.teamId} justify="space-between" gap="xs" wrap="nowrap">
                        <Link
                          to={getEntityPath('team', team.teamId)}
                          className={classes.personLink}
                        >
                          <Text span size="sm" fw={700} truncate>
                            {teamName.get(team.teamId) ?? ''}
                          </Text>
                        </Link>
                        <Text size="sm" fw={800} ff="monospace" title={COLUMNS.record}>
                          {EVENT_TEXT.statsRecord(team.wins, team.losses, team.draws)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </EventSection>
        </>
      )}
    </Stack>
  );
}
