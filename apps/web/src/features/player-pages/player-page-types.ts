import { useOutletContext } from 'react-router';
import type { HeroRecord, PlayerRecord, TeamRecord, ThemeRecord } from '@castline/contracts';
import type { Loadable, WithLinks } from '../../lib/things/thing-types.js';
import type { ColorPair } from '../../lib/theme/theme-colors.js';

/** A player as their pages read them: profile theme, favourite hero, teams with their themes. */
export type PlayerPageRecord = WithLinks<
  PlayerRecord,
  {
    profile_picture_theme: Loadable<ThemeRecord>[];
    favourite_hero: Loadable<HeroRecord>[];
    member_of: Loadable<WithLinks<TeamRecord, { theme: Loadable<ThemeRecord>[] }>>[];
  }
>;

/** What the player layout hands its sub-pages. */
export interface PlayerPageContext {
  readonly player: PlayerPageRecord;
  /** The player's colours: their profile theme, else their first team's. */
  readonly theme: ThemeRecord | null;
  readonly colors: ColorPair;
  /** The ids of the teams the player is a member of. */
  readonly teamIds: readonly string[];
}

/** What the player pages read of a player. */
export const PLAYER_PAGE_TREE = {
  profile_picture_theme: true,
  favourite_hero: true,
  member_of: { theme: true },
} as const;

/** The player page context (inside the player layout). */
export function usePlayerPage(): PlayerPageContext {
  return useOutletContext<PlayerPageContext>();
}
