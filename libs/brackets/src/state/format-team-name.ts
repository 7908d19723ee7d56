import type { BracketTeamInput } from './bracket-state.js';

/** A team as texts name it: its name, else its code, else its id (RULES c.8, c.10 {team}). */
export function formatTeamName(teamId: string, team: BracketTeamInput | undefined): string {
  const name = team?.name?.trim();
  if (name) return name;
  const code = team?.code?.trim();
  return code ? code : teamId;
}
