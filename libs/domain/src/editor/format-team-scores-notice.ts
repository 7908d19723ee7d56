import type { TeamNameInput } from '../results/match-name-input.js';

/** The match fields the "Team scores" notice prefix needs. */
export interface TeamScoresNoticeInput {
  readonly teams?: readonly (TeamNameInput | null | undefined)[] | null;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
}

/** RULES.md (g): 'Team scores' fills the notice prefix with "{team 1} {s1}-{s2} {team 2}" (stored order, 'TBD'). */
export function formatTeamScoresNotice(match: TeamScoresNoticeInput): string {
  const name = (index: 0 | 1): string => match.teams?.[index]?.name?.trim() || 'TBD';
  return `${name(0)} ${match.score_1 ?? 0}-${match.score_2 ?? 0} ${name(1)}`;
}
