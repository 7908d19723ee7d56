import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlayerRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { TeamTile } from '../../entity-pages/components/team-tile.js';
import { listPreviousTeams } from '../list-previous-teams.js';
import { useTeamPage } from '../team-page-types.js';

/** A team's previous teams (public-site §2 team 'previous'): the other teams this roster's players were on. */
export function TeamPrevious() {
  const { team } = useTeamPage();
  const entries = useThings<PlayerRecord>(team.players ?? []);
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.teamTabs.previous, team.name ?? '');
  if (entries.some(isThingLoading))
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  const players = readyThings(entries);
  const names = new Map(players.map((p) => [p.id, p.name ?? '']));
  const previous = listPreviousTeams(team.id, players);
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Section
        title={PAGES_TEXT.teamPreviousHeading}
        description={PAGES_TEXT.teamPreviousText}
        testId="team-previous"
      >
        {previous.length === 0 ? (
          <EmptyText>{PAGES_TEXT.teamNoPrevious}</EmptyText>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {previous.map((entry) => (
              <TeamTile key={entry.teamId} teamId={entry.teamId}>
                <Text size="xs" mt={2}>
                  {PAGES_TEXT.teamPreviousShared(entry.playerIds.length)}:{' '}
                  {entry.playerIds
                    .map((id) => names.get(id))
                    .filter(Boolean)
                    .join(', ')}
                </Text>
              </TeamTile>
            ))}
          </SimpleGrid>
        )}
      </Section>
    </Stack>
  );
}
