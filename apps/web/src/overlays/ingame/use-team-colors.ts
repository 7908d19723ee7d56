import { getTeamThemeId } from '../rosters/team-theme-id.js';
import type { LiveTeam } from '../shell/live-match.js';
import { useOverlayColors, type OverlayColors } from '../shell/use-overlay-theme.js';

/**
 * A live team's theme colours and logo (useOverlayColors). The live match hydrates the team's theme link, so the
 * id is read with getTeamThemeId, which takes the plain id or the hydrated record.
 */
export function useTeamColors(team: LiveTeam | null | undefined): OverlayColors {
  return useOverlayColors(team ? getTeamThemeId(team) : null);
}
