import { Stack } from '@mantine/core';
import type { MatchRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { EventTile } from '../../entity-pages/components/event-tile.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { MatchList } from '../../match-pages/components/match-row.js';
import { sortMatchesByStart } from '../../match-pages/sort-matches-by-start.js';
import { usePlayerPage } from '../player-page-types.js';
import grid from '../../../ui/card-grid.module.css';

/** A player's casts (public-site §2 player 'casts'): the matches they casted, latest first, and the events. */
export function PlayerCasts() {
  const { player } = usePlayerPage();
  const entries = useThings<MatchRecord>(player.casted_matches ?? []);
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.casts, player.name ?? '');
  if (entries.some(isThingLoading))
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  const matches = sortMatchesByStart(readyThings(entries), 'desc');
  const events = player.casted_events ?? [];
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      {matches.length === 0 && events.length === 0 && (
        <EmptyText>{PAGES_TEXT.playerNoCasts}</EmptyText>
      )}
      {events.length > 0 && (
        <Section title={PAGES_TEXT.playerCastedEvents} testId="player-casted-events">
          <div className={grid.grid}>
            {events.map((id) => (
              <EventTile key={id} eventId={id} />
            ))}
          </div>
        </Section>
      )}
      {matches.length > 0 && (
        <Section title={PAGES_TEXT.playerCastedMatches} testId="player-casted-matches">
          <MatchList matchIds={matches.map((m) => m.id)} />
        </Section>
      )}
    </Stack>
  );
}
