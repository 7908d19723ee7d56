/** One entry of special:teams (RULES (k)): a team of a listed event with its event's start. */
export interface TeamListingEntry {
  readonly id: string;
  readonly name: string | null;
  readonly code: string | null;
  readonly theme: readonly string[];
  readonly game: string | null;
  readonly event: readonly string[];
  readonly eventStart: string | null;
}

/** The teams of one event on /teams. */
export interface TeamEventGroup {
  /** The event id ('' for teams without an event). */
  readonly eventId: string;
  readonly eventStart: string | null;
  readonly teams: readonly TeamListingEntry[];
}

/** One entry of special:players (RULES (k)). */
export interface PlayerListingEntry {
  readonly id: string;
  readonly name: string;
  readonly verified: boolean;
}

/** Events per page on /teams (public-site §2 "/teams", §9 "Events per page: 10"). */
export const TEAMS_EVENTS_PER_PAGE = 10;

/** A teams search needs more than this many characters (public-site §5 "Teams search needs more than 2 characters"). */
export const TEAM_SEARCH_MIN_EXCLUSIVE = 2;

/** A players search needs this many characters unless Enter is pressed (public-site §5). */
export const PLAYER_SEARCH_MIN_LENGTH = 3;

/** The query parameter holding the /teams page number (public-site §2 "page number kept in the query"). */
export const PAGE_QUERY_PARAM = 'page';
