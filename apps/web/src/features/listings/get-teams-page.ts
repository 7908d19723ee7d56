import { TEAMS_EVENTS_PER_PAGE, type TeamEventGroup } from './listing-types.js';

/** One page of /teams. */
export interface TeamsPage {
  readonly groups: readonly TeamEventGroup[];
  /** The page asked for (kept even when past the last page). */
  readonly page: number;
  /** Number of pages (at least 1). */
  readonly pageCount: number;
  /** True when the page asked for lies past the last page. */
  readonly isPastEnd: boolean;
}

/**
 * The event groups of one /teams page (public-site §2 "/teams", §9 "Events per page: 10"): events are paged, never
 * split across pages. A page past the end answers no groups (the page number stays, as the query keeps it).
 */
export function getTeamsPage(
  groups: readonly TeamEventGroup[],
  page: number,
  perPage: number = TEAMS_EVENTS_PER_PAGE,
): TeamsPage {
  const size = Math.max(1, Math.floor(perPage));
  const pageCount = Math.max(1, Math.ceil(groups.length / size));
  const current = Math.max(1, Math.floor(page));
  const start = (current - 1) * size;
  return {
    groups: groups.slice(start, start + size),
    page: current,
    pageCount,
    isPastEnd: current > pageCount,
  };
}
