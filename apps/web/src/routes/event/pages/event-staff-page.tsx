import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MatchRecord, PlayerRecord, PlayerRelationshipRecord } from '@castline/contracts';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useRouteHandle } from '../../../lib/routing/route-handle.js';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import { readyThings, type Loadable, type WithLinks } from '../../../lib/things/thing-types.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty, EventSection } from './event-section.js';
import classes from './event-pages.module.css';

type Relationship = WithLinks<PlayerRelationshipRecord, { player: Loadable<PlayerRecord>[] }>;
type CrewMatch = WithLinks<MatchRecord, { player_relationships: Loadable<Relationship>[] }>;

function People({
  people,
  testId,
}: {
  readonly people: readonly PlayerRecord[];
  readonly testId: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
      {people.map((person) => (
        <Paper
          key={person.id}
          withBorder
          radius="md"
          p="sm"
          className={classes.panel}
          data-testid={testId}
        >
          <Link to={getEntityPath('player', person.id)} className={classes.personLink}>
            {person.name}
          </Link>
          {person.pronouns && (
            <Text size="xs" c="dimmed">
              {person.pronouns}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The crew of the event and its matches by role ('Caster', 'Producer', ...), each player once per role. */
function groupCrew(relationships: readonly Relationship[]): [string, PlayerRecord[]][] {
  const byRole = new Map<string, Map<string, PlayerRecord>>();
  const seen = new Set<string>();
  for (const relationship of relationships) {
    if (seen.has(relationship.id)) continue;
    seen.add(relationship.id);
    const role = relationship.singular_name?.trim();
    if (!role) continue;
    const people = byRole.get(role) ?? new Map<string, PlayerRecord>();
    for (const player of readyThings(relationship.player)) people.set(player.id, player);
    byRole.set(role, people);
  }
  return [...byRole.entries()]
    .map(([role, people]): [string, PlayerRecord[]] => [
      role,
      [...people.values()].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')),
    ])
    .filter(([, people]) => people.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Staff and staff/extended (public-site §2): the event staff and casters; the extended list (linked when the
 * event's extendedStaffPage setting is on) adds the production crew of the event and its matches by role, and
 * the brand designers.
 */
export function EventStaffPage() {
  const { event, settings, pathTo } = useEventPage();
  const { subPage } = useRouteHandle();
  const extended = subPage === 'staff/extended';
  const staff = readyThings(useHydratedList<PlayerRecord>(event.staff, {}));
  const casters = readyThings(useHydratedList<PlayerRecord>(event.casters, {}));
  const designers = readyThings(
    useHydratedList<PlayerRecord>(extended ? event.brand_designers : [], {}),
  );
  const eventCrew = readyThings(
    useHydratedList<Relationship>(extended ? event.player_relationships : [], { player: true }),
  );
  const matchCrew = readyThings(
    useHydratedList<CrewMatch>(extended ? event.matches : [], {
      player_relationships: { player: true },
    }),
  ).flatMap((match) => readyThings(match.player_relationships));
  const crew = extended ? groupCrew([...eventCrew, ...matchCrew]) : [];
  const empty =
    staff.length === 0 && casters.length === 0 && crew.length === 0 && designers.length === 0;
  return (
    <Stack gap="xl" data-testid="event-staff" data-extended={extended ? 'true' : undefined}>
      <EventPageTitle />
      {extended ? (
        <Anchor
          component={Link}
          to={pathTo('staff')}
          size="sm"
          fw={700}
          data-testid="staff-basic-link"
        >
          {EVENT_TEXT.staffBasicLink}
        </Anchor>
      ) : (
        settings.extendedStaffPage && (
          <Anchor
            component={Link}
            to={pathTo('staff/extended')}
            size="sm"
            fw={700}
            data-testid="staff-extended-link"
          >
            {EVENT_TEXT.staffExtendedLink}
          </Anchor>
        )
      )}
      {empty && <EventEmpty text={EVENT_TEXT.staffEmpty} />}
      {staff.length > 0 && (
        <EventSection title={EVENT_TEXT.staffOrganisers} testId="staff-organisers">
          <People people={staff} testId="staff-person" />
        </EventSection>
      )}
      {casters.length > 0 && (
        <EventSection title={EVENT_TEXT.staffCasters} testId="staff-casters">
          <People people={casters} testId="staff-caster" />
        </EventSection>
      )}
      {crew.length > 0 && (
        <EventSection title={EVENT_TEXT.staffCrew} testId="staff-crew">
          {crew.map(([role, people]) => (
            <Stack key={role} gap={6}>
              <Text size="sm" fw={800} c="dimmed" tt="uppercase">
                {role}
              </Text>
              <People people={people} testId="staff-crew-person" />
            </Stack>
          ))}
        </EventSection>
      )}
      {designers.length > 0 && (
        <EventSection title={EVENT_TEXT.staffBrandDesigners} testId="staff-designers">
          <People people={designers} testId="staff-designer" />
        </EventSection>
      )}
    </Stack>
  );
}
