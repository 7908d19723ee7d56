import { useId, useState } from 'react';
import {
  Anchor,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { TeamRecord, ThemeRecord } from '@castline/contracts';
import type { StandingsTable } from '@castline/domain';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useHydratedList, useThing } from '../../../lib/things/thing-hooks.js';
import {
  isThingMissing,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { DERIVED } from '../../../lib/wire/wire-constants.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import {
  listStandingsEntries,
  type StandingsEntryRef,
} from '../../../features/event-pages/list-standings-entries.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty } from './event-section.js';
import classes from './event-pages.module.css';

/** The standings-{eventId}-{entryKey} record (RULES d.5). */
type StandingsRecord = StandingsTable & {
  readonly id: string;
  readonly title?: string | null;
  readonly group?: string | null;
};
type TeamWithTheme = WithLinks<TeamRecord, { theme: Loadable<ThemeRecord>[] }>;

const COLUMNS = EVENT_TEXT.standingsColumns;
const COLUMN_TITLES = EVENT_TEXT.standingsColumnTitles;

/** Map score with two decimals (5.75, 3.00, -1.50), so the column lines up. */
const formatMapScore = (value: number): string => value.toFixed(2);

function StandingsBlock({
  eventId,
  entry,
}: {
  readonly eventId: string;
  readonly entry: StandingsEntryRef;
}) {
  const record = useThing<StandingsRecord>(DERIVED.standings(eventId, entry.key));
  const rows = isThingReady(record) ? (record.rows ?? []) : [];
  const teams = useHydratedList<TeamWithTheme>(
    rows.map((row) => row.team),
    { theme: true },
  );
  const teamById = new Map(readyThings(teams).map((team) => [team.id, team]));
  const [explain, setExplain] = useState(false);
  const explainerId = useId();
  const title = (isThingReady(record) && record.title) || entry.title;
  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={title}
      data-testid="standings-table"
      data-key={entry.key}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {isThingReady(record) && rows.length > 0 && (
          <Button
            variant={explain ? 'light' : 'default'}
            size="xs"
            onClick={() => setExplain((open) => !open)}
            aria-expanded={explain}
            aria-controls={explainerId}
            data-testid="standings-explain-toggle"
          >
            {explain ? EVENT_TEXT.standingsExplainHide : EVENT_TEXT.standingsExplainShow}
          </Button>
        )}
      </Group>
      {record === undefined || (!isThingReady(record) && !isThingMissing(record)) ? (
        <Center py="lg">
          <Loader size="sm" aria-label={EVENT_TEXT.standingsLoading} />
        </Center>
      ) : !isThingReady(record) || rows.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.standingsNoTable} />
      ) : (
        <>
          <Paper withBorder radius="lg" className={classes.tableFrame}>
            <Table.ScrollContainer minWidth={340} type="native">
              <Table verticalSpacing="xs" highlightOnHover className={classes.table}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th className={classes.rankCell}>{COLUMNS.rank}</Table.Th>
                    <Table.Th className={classes.teamCell}>{COLUMNS.team}</Table.Th>
                    <Table.Th className={classes.num}>
                      <abbr title={COLUMN_TITLES.played}>{COLUMNS.played}</abbr>
                    </Table.Th>
                    <Table.Th className={classes.num}>
                      <abbr title={COLUMN_TITLES.wins}>{COLUMNS.wins}</abbr>
                    </Table.Th>
                    <Table.Th className={classes.num}>
                      <abbr title={COLUMN_TITLES.losses}>{COLUMNS.losses}</abbr>
                    </Table.Th>
                    <Table.Th className={`${classes.num} ${classes.wide}`}>
                      <abbr title={COLUMN_TITLES.mapWins}>{COLUMNS.mapWins}</abbr>
                    </Table.Th>
                    <Table.Th className={`${classes.num} ${classes.wide}`}>
                      <abbr title={COLUMN_TITLES.mapLosses}>{COLUMNS.mapLosses}</abbr>
                    </Table.Th>
                    <Table.Th className={`${classes.num} ${classes.wide}`}>
                      <abbr title={COLUMN_TITLES.mapDraws}>{COLUMNS.mapDraws}</abbr>
                    </Table.Th>
                    <Table.Th className={classes.num}>
                      <abbr title={COLUMN_TITLES.mapScore}>
                        <span className={classes.wideText}>{COLUMNS.mapScore}</span>
                        <span className={classes.narrowText}>{COLUMNS.mapScoreShort}</span>
                      </abbr>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const team = teamById.get(row.team);
                    const theme = team ? (readyThings(team.theme)[0] ?? null) : null;
                    const logo = getLogoColors(theme);
                    return (
                      <Table.Tr key={row.team} data-testid="standings-row" data-team-id={row.team}>
                        <Table.Td className={classes.rankCell}>
                          {row.tied ? (
                            <span title={EVENT_TEXT.standingsTied}>={row.rank}</span>
                          ) : (
                            row.rank
                          )}
                        </Table.Td>
                        <Table.Td className={classes.teamCell}>
                          <Group gap="sm" wrap="nowrap">
                            <span
                              className={classes.teamLogo}
                              style={{ background: logo.background }}
                            >
                              <ThingImage
                                attachmentId={getThemeLogoId(theme, 'small')}
                                size="w-50"
                                alt=""
                                className={classes.teamLogoImage}
                                fallbackColor="transparent"
                              />
                            </span>
                            <Anchor
                              component={Link}
                              to={getEntityPath('team', row.team)}
                              c="inherit"
                              fw={700}
                              className={classes.teamName}
                            >
                              {team?.name ?? ''}
                            </Anchor>
                          </Group>
                        </Table.Td>
                        <Table.Td className={classes.num}>{row.P}</Table.Td>
                        <Table.Td className={classes.num} fw={800}>
                          {row.W}
                        </Table.Td>
                        <Table.Td className={classes.num}>{row.L}</Table.Td>
                        <Table.Td className={`${classes.num} ${classes.wide}`}>{row.MW}</Table.Td>
                        <Table.Td className={`${classes.num} ${classes.wide}`}>{row.ML}</Table.Td>
                        <Table.Td className={`${classes.num} ${classes.wide}`}>{row.MD}</Table.Td>
                        <Table.Td className={classes.num}>{formatMapScore(row.map_score)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {explain && (
            <Paper
              withBorder
              radius="lg"
              p="md"
              className={classes.panel}
              id={explainerId}
              data-testid="standings-explainer"
            >
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {EVENT_TEXT.standingsExplainHeading}
                </Title>
                {(record.pairs ?? []).length === 0 ? (
                  <Text c="dimmed">{EVENT_TEXT.standingsNoPairs}</Text>
                ) : (
                  <List spacing={4} size="sm" data-testid="standings-pairs">
                    {(record.pairs ?? []).map((pair) => (
                      <List.Item key={`${pair.upper}-${pair.lower}`} data-testid="standings-pair">
                        {pair.sentence}
                      </List.Item>
                    ))}
                  </List>
                )}
                <Text size="sm" fw={700}>
                  {EVENT_TEXT.standingsChain}
                </Text>
                <List type="ordered" size="sm" spacing={2} data-testid="standings-chain">
                  {(record.chain ?? []).map((key) => (
                    <List.Item key={key}>
                      {EVENT_TEXT.tieBreakerLabels[key] ?? key}{' '}
                      <Text span c="dimmed" size="xs">
                        ({key})
                      </Text>
                    </List.Item>
                  ))}
                </List>
                <Anchor component={Link} to="/learn/standings" size="sm">
                  {EVENT_TEXT.standingsLearnMore}
                </Anchor>
              </Stack>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Standings (public-site §2, per the event's settings): one table per blocks.standings entry, read from the
 * live standings-{event}-{entry} record (RULES d.5), with the tie-break explainer shown on demand (the stored
 * sentence of every adjacent pair, and the chain used).
 */
export function EventStandingsPage() {
  const { event, settings } = useEventPage();
  const entries = listStandingsEntries(settings.standings);
  return (
    <Stack gap="xl" data-testid="event-standings">
      <EventPageTitle />
      {entries.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.standingsEmpty} />
      ) : (
        entries.map((entry) => <StandingsBlock key={entry.key} eventId={event.id} entry={entry} />)
      )}
    </Stack>
  );
}
