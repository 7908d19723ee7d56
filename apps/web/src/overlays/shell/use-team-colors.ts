import { useOverlayColors, type OverlayColors } from './use-overlay-theme.js';

/** A team as its colours are read: its theme record id (LiveTeam.themeId). */
export interface ThemedTeam {
  readonly themeId: string | null;
}

/** A team's theme colours and logo (useOverlayColors), the neutral frame without a team or theme. */
export function useTeamColors(team: ThemedTeam | null | undefined): OverlayColors {
  return useOverlayColors(team?.themeId ?? null);
}
