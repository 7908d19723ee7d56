import { Stack } from '@mantine/core';
import type { MatchRecord, PlayerRelationshipRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { MatchList } from '../../match-pages/components/match-row.js';
import { sortMatchesByStart } from '../../match-pages/sort-matches-by-start.js';
import { usePlayerPage } from '../player-page-types.js';

type Relationship = WithLinks<PlayerRelationshipRecord, { matches: Loadable<MatchRecord>[] }>;

/**
 * A player's production work (public-site §2 player 'matches', alias 'production'): the matches they worked on
 * through player relationships, grouped by role (Caster, Producer, Observer, …), latest first.
 */
export function PlayerProduction() {
  const { player } = usePlayerPage();
  const relationships = useHydratedList<Relationship>(player.player_relationships ?? [], {
    matches: true,
  });
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.production, player.name ?? '');
  if (
    relationships.some(
      (r) => isThingLoading(r) || (isThingReady(r) && r.matches.some(isThingLoading)),
    )
  ) {
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  }
  const byRole = new Map<string, Map<string, MatchRecord>>();
  for (const relationship of readyThings(relationships)) {
    const role = relationship.singular_name?.trim() || PAGES_TEXT.participationRoles.crew;
    const matches = byRole.get(role) ?? new Map<string, MatchRecord>();
    for (const match of readyThings(relationship.matches)) matches.set(match.id, match);
    byRole.set(role, matches);
  }
  const groups = [...byRole.entries()].filter(([, matches]) => matches.size > 0);
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Stack gap={0}>
        <EmptyText testId="production-intro">{PAGES_TEXT.playerProductionText}</EmptyText>
      </Stack>
      {groups.length === 0 && <EmptyText>{PAGES_TEXT.playerNoProduction}</EmptyText>}
      {groups.map(([role, matches]) => (
        <Section key={role} title={role} testId="production-role">
          <MatchList
            matchIds={sortMatchesByStart([...matches.values()], 'desc').map((m) => m.id)}
          />
        </Section>
      ))}
    </Stack>
  );
}
