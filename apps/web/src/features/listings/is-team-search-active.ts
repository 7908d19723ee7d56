import { TEAM_SEARCH_MIN_EXCLUSIVE } from './listing-types.js';

/** True when a /teams search filters (public-site §5: "Teams search needs more than 2 characters"). */
export function isTeamSearchActive(query: string): boolean {
  return query.trim().length > TEAM_SEARCH_MIN_EXCLUSIVE;
}
