import { isTeamSearchActive } from './is-team-search-active.js';
import type { TeamListingEntry } from './listing-types.js';
import { normalizeSearchText } from './normalize-search-text.js';

/**
 * The teams matching a /teams search (public-site §2, §5): with more than 2 characters, the teams whose name or
 * code contains the text (case and accents ignored); a shorter search filters nothing (null).
 */
export function searchTeams(
  teams: readonly TeamListingEntry[],
  query: string,
): TeamListingEntry[] | null {
  if (!isTeamSearchActive(query)) return null;
  const needle = normalizeSearchText(query);
  return teams.filter(
    (team) =>
      normalizeSearchText(team.name).includes(needle) ||
      normalizeSearchText(team.code).includes(needle),
  );
}
