import { PLAYER_SEARCH_MIN_LENGTH, type PlayerListingEntry } from './listing-types.js';
import { normalizeSearchText } from './normalize-search-text.js';

/** The result of a /players search. */
export interface PlayerSearchResult {
  /** True when the search filters the list. */
  readonly active: boolean;
  readonly players: readonly PlayerListingEntry[];
}

/**
 * The /players search (public-site §2, §5): 3 or more characters filter by name (case and accents ignored);
 * a shorter, non-empty search filters only once Enter was pressed for exactly that text (`submitted`).
 * Otherwise every player is listed.
 */
export function filterPlayers(
  players: readonly PlayerListingEntry[],
  query: string,
  submitted: string | null,
): PlayerSearchResult {
  const needle = normalizeSearchText(query);
  const forced = submitted !== null && needle !== '' && normalizeSearchText(submitted) === needle;
  if (needle.length < PLAYER_SEARCH_MIN_LENGTH && !forced) return { active: false, players };
  return {
    active: true,
    players: players.filter((player) => normalizeSearchText(player.name).includes(needle)),
  };
}
