import { Stack } from '@mantine/core';
import type { MatchRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { useMatchPage } from '../match-page-types.js';
import { sortMatchesByStart } from '../sort-matches-by-start.js';
import { MatchList } from './match-row.js';
import { ReportHistory } from '../../reports/components/report-history.js';

/**
 * A match's history (public-site §2 match 'history'; RULES (b.6)): every score report and reschedule request,
 * open or archived, with its state and its log in time order; then the previous meetings of the two teams.
 */
export function MatchHistory() {
  const { match, teams, name } = useMatchPage();
  const teamNames = new Map<string, string>(teams.map((t) => [t.id, t.name ?? '']));
  const [first, second] = teams;
  const firstMatches = useThings<MatchRecord>(first && second ? (first.matches ?? []) : []);
  const meetings = sortMatchesByStart(
    readyThings(firstMatches).filter(
      (m) => m.id !== match.id && second !== undefined && (m.teams ?? []).includes(second.id),
    ),
    'desc',
  );
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.matchTabs.history, name);
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <ReportHistory
        reportIds={[...(match.reports ?? []), ...(match.report_history ?? [])]}
        teamNames={teamNames}
        title={PAGES_TEXT.matchHistoryHeading}
        description={PAGES_TEXT.matchHistoryText}
        testId="match-report-history"
      />
      {first && second && (
        <Section title={PAGES_TEXT.matchHeadToHead} testId="match-head-to-head">
          {firstMatches.some(isThingLoading) ? (
            <PageLoader />
          ) : meetings.length === 0 ? (
            <EmptyText>{PAGES_TEXT.matchNoHeadToHead}</EmptyText>
          ) : (
            <MatchList matchIds={meetings.map((m) => m.id)} perspective={[first.id]} />
          )}
        </Section>
      )}
    </Stack>
  );
}
