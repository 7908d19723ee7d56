import type { MatchNameInput, TeamNameInput } from './match-name-input.js';

const TBD = 'TBD';

/** A team's name, or 'TBD' when the team or its name is missing. */
function nameOf(team: TeamNameInput | null | undefined): string {
  const name = team?.name?.trim();
  return name ? name : TBD;
}

/**
 * Spec public-site §9 / §3: a special event with a custom_name is called by it; otherwise 'A vs B' with 'TBD' for a
 * missing team. A match with exactly one team shows the event (short, else name) as the second half.
 */
export function getMatchName(match: MatchNameInput): string {
  const customName = match.custom_name?.trim();
  if (match.special_event === true && customName) return customName;
  const teams = match.teams ?? [];
  if (teams.length === 1) {
    const eventLabel = match.event?.short?.trim() || match.event?.name?.trim() || TBD;
    return `${nameOf(teams[0])} vs ${eventLabel}`;
  }
  return `${nameOf(teams[0])} vs ${nameOf(teams[1])}`;
}
