import type { SeasonContext } from './season-context.js';

/** Decides which slot wins a played match: a coin weighted by the teams' hidden strengths (plausible results). */
export function pickWinner(ctx: SeasonContext, team1: string, team2: string): 1 | 2 {
  const a = ctx.strength.get(team1) ?? 1;
  const b = ctx.strength.get(team2) ?? 1;
  return ctx.random.next() < a / (a + b) ? 1 : 2;
}
