/** What the middle of the Match mode shows between the teams: the score, or "vs" before the start (RULES (g)). */
export type MatchCentre =
  | { readonly kind: 'versus' }
  | { readonly kind: 'score'; readonly scores: readonly [number, number] };

export interface MatchCentreInput {
  /** Left and right score (display order). */
  readonly scores: readonly [number | null, number | null];
  /** The match's start (ISO text), null when unscheduled. */
  readonly start: string | null | undefined;
  /** Whether any map has a result (a winner or a draw). */
  readonly anyMapPlayed: boolean;
  readonly now: number;
}

/**
 * Before the start means: no score yet (both 0 or unset), no map played, and a start time still ahead (or none).
 * Otherwise the score, unset sides as 0.
 */
export function getMatchCentre(input: MatchCentreInput): MatchCentre {
  const [left, right] = [input.scores[0] ?? 0, input.scores[1] ?? 0];
  const start = input.start ? Date.parse(input.start) : Number.NaN;
  const started = Number.isFinite(start) && start <= input.now;
  if (left === 0 && right === 0 && !input.anyMapPlayed && !started) return { kind: 'versus' };
  return { kind: 'score', scores: [left, right] };
}
