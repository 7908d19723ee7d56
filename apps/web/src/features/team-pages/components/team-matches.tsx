import { Stack } from '@mantine/core';
import type { MatchRecord } from '@castline/contracts';
import { isMatchComplete } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { MatchList } from '../../match-pages/components/match-row.js';
import { sortMatchesByStart } from '../../match-pages/sort-matches-by-start.js';
import { useTeamPage } from '../team-page-types.js';

/** A team's matches (public-site §2 team 'matches'): upcoming ones soonest first, then results latest first. */
export function TeamMatches() {
  const { team } = useTeamPage();
  const entries = useThings<MatchRecord>(team.matches ?? []);
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.teamTabs.matches, team.name ?? '');
  if (entries.some(isThingLoading))
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  const matches = readyThings(entries);
  const upcoming = sortMatchesByStart(
    matches.filter((m) => !isMatchComplete(m)),
    'asc',
  );
  const results = sortMatchesByStart(
    matches.filter((m) => isMatchComplete(m)),
    'desc',
  );
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      {matches.length === 0 && <EmptyText>{PAGES_TEXT.teamNoMatches}</EmptyText>}
      {upcoming.length > 0 && (
        <Section title={PAGES_TEXT.teamUpcoming} testId="team-upcoming">
          <MatchList matchIds={upcoming.map((m) => m.id)} perspective={[team.id]} />
        </Section>
      )}
      {results.length > 0 && (
        <Section title={PAGES_TEXT.teamResults} testId="team-results">
          <MatchList matchIds={results.map((m) => m.id)} perspective={[team.id]} />
        </Section>
      )}
    </Stack>
  );
}
