import type { BracketTeamInput } from './bracket-state.js';

/** A team as short texts name it: its code, else its name, else its id (RULES c.5 {code}). */
export function formatTeamCode(teamId: string, team: BracketTeamInput | undefined): string {
  const code = team?.code?.trim();
  if (code) return code;
  const name = team?.name?.trim();
  return name ? name : teamId;
}
