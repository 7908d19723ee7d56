import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { MapRecord, MatchRecord, TeamRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { summarizeMatchStats, type StatLine } from '../summarize-match-stats.js';
import { usePlayerPage } from '../player-page-types.js';

type StatsTeam = WithLinks<
  TeamRecord,
  { matches: Loadable<WithLinks<MatchRecord, { maps: Loadable<MapRecord>[] }>>[] }
>;

/** Wins over decided games, as a whole percentage ('—' without any). */
function winRate(wins: number, losses: number): string {
  return wins + losses === 0 ? '—' : `${Math.round((wins / (wins + losses)) * 100)}%`;
}

function StatTable({
  rows,
  label,
  withDraws,
}: {
  readonly rows: readonly ({ readonly name: string } & StatLine)[];
  readonly label: string;
  /** Map rows: W – L – D (a drawn map is neither won nor lost). */
  readonly withDraws: boolean;
}) {
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label={label} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{PAGES_TEXT.playerStatsColumnName}</Table.Th>
          <Table.Th ta="right">{PAGES_TEXT.playerStatsColumnPlayed}</Table.Th>
          <Table.Th ta="right">
            {withDraws
              ? PAGES_TEXT.playerStatsColumnRecordDraws
              : PAGES_TEXT.playerStatsColumnRecord}
          </Table.Th>
          <Table.Th ta="right">{PAGES_TEXT.playerStatsWinRate}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Td fw={700}>{row.name}</Table.Td>
            <Table.Td ta="right">{row.played}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {withDraws
                ? `${row.wins} – ${row.losses} – ${row.mapDraws}`
                : `${row.wins} – ${row.losses}`}
            </Table.Td>
            <Table.Td ta="right">{winRate(row.wins, row.losses)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A player's match stats (public-site §2 player 'match-stats'): match and map records over their teams'
 * finished matches, overall, by team and by map.
 */
export function PlayerMatchStats() {
  const { player, teamIds } = usePlayerPage();
  const teams = useHydratedList<StatsTeam>(teamIds, { matches: { maps: true } });
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.matchStats, player.name ?? '');
  const loading = teams.some(
    (team) =>
      isThingLoading(team) ||
      (isThingReady(team) &&
        team.matches.some(
          (m) => isThingLoading(m) || (isThingReady(m) && m.maps.some(isThingLoading)),
        )),
  );
  if (loading)
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  const readyTeams = readyThings(teams);
  const matches = readyTeams.flatMap((team) =>
    readyThings(team.matches).map((match) => ({ ...match, maps: readyThings(match.maps) })),
  );
  const stats = summarizeMatchStats(teamIds, matches);
  const names = new Map(readyTeams.map((team) => [team.id, team.name ?? '']));
  const { overall } = stats;
  return (
    <Stack gap="lg" data-testid="player-match-stats">
      <PageTitle title={title} />
      {overall.played === 0 ? (
        <EmptyText>{PAGES_TEXT.playerStatsNone}</EmptyText>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {[
              {
                label: PAGES_TEXT.playerStatsMatches,
                value: `${overall.wins} – ${overall.losses}`,
                note: PAGES_TEXT.playerStatsPlayed(overall.played),
              },
              {
                label: PAGES_TEXT.playerStatsMaps,
                value: `${overall.mapWins} – ${overall.mapLosses} – ${overall.mapDraws}`,
                note: PAGES_TEXT.playerStatsColumnMaps,
              },
              {
                label: PAGES_TEXT.playerStatsWinRate,
                value: winRate(overall.wins, overall.losses),
                note: PAGES_TEXT.playerStatsMatches,
              },
            ].map((card) => (
              <Paper
                key={card.label}
                withBorder
                radius="lg"
                p="md"
                bg="rgba(255,255,255,0.03)"
                data-testid="stat-card"
              >
                <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                  {card.label}
                </Text>
                <Text fz={28} fw={900} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {card.value}
                </Text>
                <Text size="xs" c="dimmed">
                  {card.note}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Section title={PAGES_TEXT.playerStatsByTeam} testId="stats-by-team">
              <StatTable
                withDraws={false}
                label={PAGES_TEXT.playerStatsByTeam}
                rows={stats.byTeam.map((line) => ({ ...line, name: names.get(line.teamId) ?? '' }))}
              />
            </Section>
            {stats.byMap.length > 0 && (
              <Section title={PAGES_TEXT.playerStatsByMap} testId="stats-by-map">
                <StatTable withDraws label={PAGES_TEXT.playerStatsByMap} rows={stats.byMap} />
              </Section>
            )}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
