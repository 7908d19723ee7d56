import { Badge, Group, Stack } from '@mantine/core';
import type { EventRecord, PlayerRelationshipRecord, TeamRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { EventTile } from '../../entity-pages/components/event-tile.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { listParticipation } from '../list-participation.js';
import { usePlayerPage } from '../player-page-types.js';
import grid from '../../../ui/card-grid.module.css';

/** A player's participation (public-site §2 player 'participation'): each event they took part in, and how. */
export function PlayerParticipation() {
  const { player } = usePlayerPage();
  const teamIds = [
    ...new Set([
      ...(player.member_of ?? []).map((team) => team.__id),
      ...(player.captain_of ?? []),
      ...(player.owned_teams ?? []),
      ...(player.team_staff ?? []),
    ]),
  ];
  const teams = useThings<TeamRecord>(teamIds);
  const relationships = useThings<PlayerRelationshipRecord>(player.player_relationships ?? []);
  const relationshipEvents = readyThings(relationships).flatMap((r) => r.events ?? []);
  const eventIds = [
    ...new Set([
      ...readyThings(teams).flatMap((t) => t.event ?? []),
      ...(player.event_staff ?? []),
      ...(player.casted_events ?? []),
      ...(player.event_brands_designed ?? []),
      ...relationshipEvents,
    ]),
  ];
  const events = useThings<EventRecord>(eventIds);
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.participation, player.name ?? '');
  if ([...teams, ...relationships, ...events].some(isThingLoading))
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  const teamEvent = new Map(readyThings(teams).map((t) => [t.id, t.event?.[0] ?? null]));
  const starts = new Map(events.filter(isThingReady).map((e) => [e.id, e.start_date ?? null]));
  const participation = listParticipation(
    { ...player, member_of: (player.member_of ?? []).map((team) => team.__id) },
    (team) => teamEvent.get(team) ?? null,
    relationshipEvents,
    (event) => starts.get(event) ?? null,
  );
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Section
        title={PAGES_TEXT.playerTabs.participation}
        description={PAGES_TEXT.playerParticipationText}
        testId="player-participation"
      >
        {participation.length === 0 ? (
          <EmptyText>{PAGES_TEXT.playerNoParticipation}</EmptyText>
        ) : (
          <div className={grid.grid}>
            {participation.map((entry) => (
              <EventTile key={entry.eventId} eventId={entry.eventId}>
                <Group gap={4} mt={4}>
                  {entry.roles.map((role) => (
                    <Badge
                      key={role}
                      size="xs"
                      variant="light"
                      color="violet"
                      data-testid="participation-role"
                    >
                      {PAGES_TEXT.participationRoles[role]}
                    </Badge>
                  ))}
                </Group>
              </EventTile>
            ))}
          </div>
        )}
      </Section>
    </Stack>
  );
}
