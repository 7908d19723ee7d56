import { Stack } from '@mantine/core';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { PageTitle } from '../../../ui/page-title.js';
import { EventTile } from '../../entity-pages/components/event-tile.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { TeamTile } from '../../entity-pages/components/team-tile.js';
import { usePlayerPage } from '../player-page-types.js';
import grid from '../../../ui/card-grid.module.css';

/** A player's brands (public-site §2 player 'brands'): the teams and events they designed the brand for. */
export function PlayerBrands() {
  const { player } = usePlayerPage();
  const teams = player.brands_designed ?? [];
  const events = player.event_brands_designed ?? [];
  return (
    <Stack gap="lg">
      <PageTitle title={PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.brands, player.name ?? '')} />
      <Section
        title={PAGES_TEXT.playerTabs.brands}
        description={PAGES_TEXT.playerBrandsText}
        testId="player-brands"
      >
        {teams.length + events.length === 0 ? (
          <EmptyText>{PAGES_TEXT.playerNoBrands}</EmptyText>
        ) : (
          <div className={grid.grid}>
            {events.map((id) => (
              <EventTile key={id} eventId={id} />
            ))}
            {teams.map((id) => (
              <TeamTile key={id} teamId={id} />
            ))}
          </div>
        )}
      </Section>
    </Stack>
  );
}
