import { Stack, Text } from '@mantine/core';
import type { TeamRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { PersonCard } from '../../entity-pages/components/person-card.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { listTeammates } from '../list-teammates.js';
import { usePlayerPage } from '../player-page-types.js';
import grid from '../../../ui/card-grid.module.css';

/** A player's partners (public-site §2 player 'partners'): the players they shared a team with, most shared first. */
export function PlayerPartners() {
  const { player, teamIds } = usePlayerPage();
  const teams = useThings<TeamRecord>(teamIds);
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.partners, player.name ?? '');
  if (teams.some(isThingLoading))
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  const ready = readyThings(teams);
  const names = new Map(ready.map((t) => [t.id, t.name ?? '']));
  const teammates = listTeammates(player.id, ready);
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Section
        title={PAGES_TEXT.playerTabs.partners}
        description={PAGES_TEXT.playerPartnersText}
        testId="player-partners"
      >
        {teammates.length === 0 ? (
          <EmptyText>{PAGES_TEXT.playerNoPartners}</EmptyText>
        ) : (
          <div className={grid.grid}>
            {teammates.map((mate) => (
              <PersonCard
                key={mate.playerId}
                playerId={mate.playerId}
                detail={
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {PAGES_TEXT.playerTeamsTogether(mate.teamIds.length)}:{' '}
                    {mate.teamIds.map((id) => names.get(id)).join(', ')}
                  </Text>
                }
              />
            ))}
          </div>
        )}
      </Section>
    </Stack>
  );
}
