import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { AccoladeRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { EventTile } from '../../entity-pages/components/event-tile.js';
import { AccoladeBadges } from '../../entity-pages/components/accolade-badges.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { TeamTile } from '../../entity-pages/components/team-tile.js';
import { listUsernames } from '../list-usernames.js';
import { usePlayerPage } from '../player-page-types.js';
import grid from '../../../ui/card-grid.module.css';

/** The team roles of a player on one team (captain, owner, staff). */
function teamRoles(
  teamId: string,
  player: {
    captain_of?: readonly string[] | null;
    owned_teams?: readonly string[] | null;
    team_staff?: readonly string[] | null;
  },
): string[] {
  return [
    ...(player.captain_of?.includes(teamId) ? [PAGES_TEXT.teamCaptain] : []),
    ...(player.owned_teams?.includes(teamId) ? [PAGES_TEXT.teamOwner] : []),
    ...(player.team_staff?.includes(teamId) ? [PAGES_TEXT.teamStaffBadge] : []),
  ];
}

/**
 * A player's overview (public-site §2 player ''): facts (pronouns, pronunciation, role, usernames in their
 * game's labels, favourite hero), teams with their roles on them, accolades and event staff work.
 */
export function PlayerOverview() {
  const { player, teamIds } = usePlayerPage();
  const hero = readyThings(player.favourite_hero ?? [])[0] ?? null;
  const facts = [
    { label: PAGES_TEXT.playerPronouns, value: player.pronouns },
    { label: PAGES_TEXT.playerPronunciation, value: player.pronunciation },
    { label: PAGES_TEXT.playerRole, value: player.role },
    ...listUsernames(player),
    { label: PAGES_TEXT.playerFavouriteHero, value: hero?.name ?? null },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value?.trim()));
  const otherTeams = [
    ...(player.captain_of ?? []),
    ...(player.owned_teams ?? []),
    ...(player.team_staff ?? []),
  ].filter((id, index, all) => !teamIds.includes(id) && all.indexOf(id) === index);
  const accolades = readyThings(useThings<AccoladeRecord>(player.accolades ?? []));
  return (
    <Stack gap="lg">
      <PageTitle title={player.name ?? ''} />
      <SimpleGrid cols={{ base: 1, md: facts.length > 0 ? 2 : 1 }} spacing="lg">
        {facts.length > 0 && (
          <Section title={PAGES_TEXT.overview} testId="player-facts">
            <Table verticalSpacing={6} withRowBorders={false}>
              <Table.Tbody>
                {facts.map((fact) => (
                  <Table.Tr key={fact.label}>
                    <Table.Th w="45%" c="dimmed" fw={600}>
                      {fact.label}
                    </Table.Th>
                    <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {fact.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Section>
        )}
        <Section title={PAGES_TEXT.playerTeams} testId="player-teams">
          {teamIds.length + otherTeams.length === 0 ? (
            <EmptyText>{PAGES_TEXT.playerNoTeams}</EmptyText>
          ) : (
            <SimpleGrid cols={1} spacing="sm">
              {[...teamIds, ...otherTeams].map((id) => {
                const roles = teamRoles(id, player);
                return (
                  <TeamTile key={id} teamId={id}>
                    {roles.length > 0 && (
                      <Group gap={4} mt={4}>
                        {roles.map((role) => (
                          <Badge key={role} size="xs" variant="light" color="violet">
                            {role}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </TeamTile>
                );
              })}
            </SimpleGrid>
          )}
        </Section>
      </SimpleGrid>
      {accolades.length > 0 && (
        <Section title={PAGES_TEXT.playerAccolades} testId="player-accolades">
          <AccoladeBadges accolades={accolades} />
        </Section>
      )}
      {(player.event_staff ?? []).length > 0 && (
        <Section title={PAGES_TEXT.playerEventStaff} testId="player-event-staff">
          <div className={grid.grid}>
            {(player.event_staff ?? []).map((id) => (
              <EventTile key={id} eventId={id} />
            ))}
          </div>
        </Section>
      )}
      {facts.length === 0 && teamIds.length === 0 && accolades.length === 0 && (
        <Text c="dimmed">{PAGES_TEXT.empty}</Text>
      )}
    </Stack>
  );
}
