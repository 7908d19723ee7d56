import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlayerRecord } from '@castline/contracts';
import { getGameProfile } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { PersonCard } from '../../entity-pages/components/person-card.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { getTeamComposition } from '../get-team-composition.js';
import { useTeamPage } from '../team-page-types.js';
import { PEOPLE_COLS } from './team-overview.js';

/**
 * A team's details (public-site §2 team 'details', alias 'composition'): the roster by role in the game's role
 * order, with each player's rating for their role and the team average.
 */
export function TeamDetails() {
  const { team, event } = useTeamPage();
  const entries = useThings<PlayerRecord>(team.players ?? []);
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.teamTabs.details, team.name ?? '');
  if (entries.some(isThingLoading))
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  const players = readyThings(entries);
  const profile = getGameProfile(event?.game);
  const composition = getTeamComposition(players, profile.heroRoles);
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Section
        title={PAGES_TEXT.teamCompositionHeading}
        description={PAGES_TEXT.teamCompositionText}
        testId="team-composition"
        action={
          composition.averageSr !== null ? (
            <Badge size="lg" variant="light" color="violet" tt="none">
              {PAGES_TEXT.teamAverageSr(composition.averageSr)}
            </Badge>
          ) : undefined
        }
      >
        {players.length === 0 ? (
          <EmptyText>{PAGES_TEXT.teamNoComposition}</EmptyText>
        ) : (
          <Stack gap="lg">
            {composition.groups.map((group) => (
              <Stack key={group.role ?? ''} gap="xs" data-testid="composition-role">
                <Group gap="xs">
                  <Title order={3} size="h5">
                    {group.role ?? PAGES_TEXT.teamRoleless}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {group.players.length}
                  </Text>
                </Group>
                <SimpleGrid cols={PEOPLE_COLS} spacing="sm">
                  {group.players.map(({ player, sr }) => (
                    <PersonCard
                      key={player.id}
                      playerId={player.id}
                      badges={sr !== null ? [PAGES_TEXT.teamSr(sr)] : undefined}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
