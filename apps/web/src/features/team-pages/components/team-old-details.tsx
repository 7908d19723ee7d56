import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PlayerRecord } from '@castline/contracts';
import { getGameProfile } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { useTeamPage } from '../team-page-types.js';

/**
 * A team's old details (public-site §2 team 'old-details'): the roster as a table with each player's username
 * in the game's field and label (RULES (e) "Username field"), role, pronouns and eligible roles.
 */
export function TeamOldDetails() {
  const { team, event } = useTeamPage();
  const entries = useThings<PlayerRecord>(team.players ?? []);
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.teamTabs.oldDetails, team.name ?? '');
  if (entries.some(isThingLoading))
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  const players = readyThings(entries);
  const profile = getGameProfile(event?.game);
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Section title={PAGES_TEXT.teamOldDetailsHeading} testId="team-old-details">
        {players.length === 0 ? (
          <EmptyText>{PAGES_TEXT.teamNoPlayers}</EmptyText>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{PAGES_TEXT.teamColumnPlayer}</Table.Th>
                  <Table.Th>{profile.usernameLabel}</Table.Th>
                  <Table.Th>{PAGES_TEXT.teamColumnRole}</Table.Th>
                  <Table.Th>{PAGES_TEXT.teamColumnPronouns}</Table.Th>
                  <Table.Th>{PAGES_TEXT.teamColumnRoles}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {players.map((player) => (
                  <Table.Tr key={player.id} data-testid="old-details-row">
                    <Table.Td>
                      <Anchor component={Link} to={getEntityPath('player', player.id)} fw={700}>
                        {player.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {player[profile.usernameField] ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{player.role ?? '—'}</Table.Td>
                    <Table.Td>{player.pronouns ?? '—'}</Table.Td>
                    <Table.Td>{(player.eligible_roles ?? []).join(', ') || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </Stack>
  );
}
