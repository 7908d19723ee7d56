import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Center,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { CLIENT_TEXT, PAGES_TEXT } from '../../lib/client-text.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady } from '../../lib/things/thing-types.js';
import { PageTitle } from '../../ui/page-title.js';
import { getTeamsPage } from '../../features/listings/get-teams-page.js';
import { groupTeamsByEvent } from '../../features/listings/group-teams-by-event.js';
import { PAGE_QUERY_PARAM, type TeamListingEntry } from '../../features/listings/listing-types.js';
import { readPageParam } from '../../features/listings/read-page-param.js';
import { searchTeams } from '../../features/listings/search-teams.js';
import { TeamEventSection } from '../../features/listings/components/team-event-section.js';

/** The query parameter holding the search text (kept so Back returns to the same results). */
const SEARCH_QUERY_PARAM = 'search';

/**
 * Teams (public-site §2 "/teams"): a search box 'Start typing to filter'; events newest first, 10 per page, the
 * page number kept in the query (?page=2); a search of more than 2 characters shows the matching teams grouped
 * by event and hides the pager. Reads special:teams (live).
 */
export function TeamsPage() {
  const record = useThing<{ teams?: TeamListingEntry[] }>(DERIVED.teams);
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_QUERY_PARAM) ?? '';
  const page = readPageParam(params.get(PAGE_QUERY_PARAM));
  const teams = isThingReady(record) && Array.isArray(record.teams) ? record.teams : null;

  const view = useMemo(() => {
    if (teams === null) return null;
    const found = searchTeams(teams, query);
    if (found !== null)
      return { kind: 'search' as const, groups: groupTeamsByEvent(found), count: found.length };
    return { kind: 'page' as const, ...getTeamsPage(groupTeamsByEvent(teams), page) };
  }, [teams, query, page]);

  const setQuery = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(SEARCH_QUERY_PARAM, value);
        else next.delete(SEARCH_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  const goToPage = (value: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set(PAGE_QUERY_PARAM, String(value));
      else next.delete(PAGE_QUERY_PARAM);
      return next;
    });
    window.scrollTo?.({ top: 0 });
  };

  const loading = record === undefined || (!isThingReady(record) && !isThingMissing(record));
  return (
    <Stack gap="xl">
      <PageTitle title={CLIENT_TEXT.titleTeams} />
      <Title order={1}>{CLIENT_TEXT.titleTeams}</Title>
      <TextInput
        label={PAGES_TEXT.teamsSearchLabel}
        placeholder={PAGES_TEXT.teamsSearchPlaceholder}
        description={PAGES_TEXT.teamsSearchHint}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
        size="md"
        maw={520}
        data-testid="teams-search"
      />
      {loading ? (
        <Stack
          gap="md"
          aria-busy="true"
          aria-label={CLIENT_TEXT.loading}
          data-testid="teams-loading"
        >
          {[0, 1].map((i) => (
            <Stack key={i} gap="sm">
              <Skeleton height={52} radius="md" />
              <Skeleton height={120} radius="md" />
            </Stack>
          ))}
        </Stack>
      ) : view === null || (view.kind === 'page' && view.groups.length === 0 && !view.isPastEnd) ? (
        <Paper withBorder radius="lg" p="lg" bg="rgba(255,255,255,0.03)" data-testid="teams-empty">
          <Text c="dimmed">{PAGES_TEXT.teamsEmpty}</Text>
        </Paper>
      ) : view.kind === 'search' ? (
        <Stack gap="xl" data-testid="teams-results">
          <Text c="dimmed" aria-live="polite" data-testid="teams-result-count">
            {view.count === 0
              ? PAGES_TEXT.teamsNoResults(query.trim())
              : PAGES_TEXT.teamsResultCount(view.count)}
          </Text>
          {view.groups.map((group) => (
            <TeamEventSection key={group.eventId} group={group} />
          ))}
        </Stack>
      ) : view.isPastEnd ? (
        <Paper
          withBorder
          radius="lg"
          p="lg"
          bg="rgba(255,255,255,0.03)"
          data-testid="teams-past-end"
        >
          <Stack gap="sm" align="flex-start">
            <Text c="dimmed">{PAGES_TEXT.teamsPastEnd}</Text>
            <Button variant="default" onClick={() => goToPage(1)}>
              {PAGES_TEXT.teamsFirstPage}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="xl" data-testid="teams-page">
          {view.groups.map((group) => (
            <TeamEventSection key={group.eventId} group={group} />
          ))}
        </Stack>
      )}
      {view?.kind === 'page' && view.pageCount > 1 && !view.isPastEnd && (
        <Center>
          <nav aria-label={PAGES_TEXT.teamsPager} data-testid="teams-pager">
            <Pagination total={view.pageCount} value={view.page} onChange={goToPage} withEdges />
          </nav>
        </Center>
      )}
    </Stack>
  );
}
