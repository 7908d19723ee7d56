import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import classes from '../../entity-pages/components/entity-pages.module.css';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { getDetailedMaps, type DetailedMapRow } from '../get-detailed-maps.js';
import type { MatchPageContext } from '../match-page-types.js';
import { useMatchMaps } from '../use-match-maps.js';
import grid from '../../../ui/card-grid.module.css';

/** The outcome line of a map row: who won (with the score), a draw, a ban, or not played. */
export function describeMapOutcome(
  row: DetailedMapRow,
  teamNames: readonly [string, string],
): string {
  const name = (side: 1 | 2 | null) =>
    side === null ? '?' : side === 1 ? teamNames[0] : teamNames[1];
  if (row.outcome === 'banned') return PAGES_TEXT.detailedBannedBy(name(row.bannerSide));
  if (row.outcome === 'drawn') return PAGES_TEXT.detailedDraw;
  if (row.outcome === 'unplayed') return PAGES_TEXT.detailedUnplayed;
  return PAGES_TEXT.detailedWinner(name(row.winnerSide));
}

/** The maps of a match in brief (VOD page), with a link to the map details. */
export function MapSummary({ context }: { readonly context: MatchPageContext }) {
  const { match, teams, profile } = context;
  const maps = useMatchMaps(match.maps ?? []);
  const teamNames: [string, string] = [teams[0]?.name ?? '?', teams[1]?.name ?? '?'];
  const detailed = maps
    ? getDetailedMaps(
        match.teams.map((t) => t.__id),
        maps,
        profile,
        { showHeroPickBans: false },
      )
    : null;
  return (
    <Section
      title={detailed?.mapsWord ?? PAGES_TEXT.matchMaps}
      testId="match-maps"
      action={
        (match.maps ?? []).length > 0 ? (
          <Anchor
            component={Link}
            to={getEntityPath('detailed', match.id)}
            size="sm"
            fw={700}
            data-testid="match-map-details-link"
          >
            {PAGES_TEXT.matchMapDetails}
          </Anchor>
        ) : undefined
      }
    >
      {detailed === null ? (
        <PageLoader />
      ) : detailed.rows.length === 0 ? (
        <EmptyText>{PAGES_TEXT.matchNoMaps}</EmptyText>
      ) : (
        <div className={grid.grid}>
          {detailed.rows.map((row) => (
            <div
              key={row.id}
              className={classes.tile}
              style={{ padding: '10px 14px', display: 'block' }}
              data-testid="map-summary"
              data-outcome={row.outcome}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                  {row.number !== null
                    ? PAGES_TEXT.detailedMap(row.number, detailed.mapWord)
                    : PAGES_TEXT.detailedBanned}
                </Text>
                {row.scores && (
                  <Badge variant="light" color="gray" size="sm">
                    {row.scores[0]} – {row.scores[1]}
                  </Badge>
                )}
              </Group>
              <Text fw={800}>{row.name}</Text>
              <Text size="sm" c={row.outcome === 'played' ? undefined : 'dimmed'}>
                {describeMapOutcome(row, teamNames)}
              </Text>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
