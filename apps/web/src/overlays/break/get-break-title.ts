import { formatBreakTitle, type AutoTitleMatch } from '@castline/domain';

/** A match as the title rule reads it (record fields). */
export interface BreakTitleMatch {
  readonly id: string;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly forfeit?: boolean | null;
}

/**
 * The break title (RULES (f)): {auto} becomes 'Starting Soon', 'Be Right Back' or 'Thanks for Watching' from the
 * live match and the broadcast schedule (in schedule order); a literal "\n" becomes a line break.
 */
export function getBreakTitle(
  title: string | null | undefined,
  liveMatch: BreakTitleMatch | null,
  schedule: readonly BreakTitleMatch[],
): string {
  const toInput = (m: BreakTitleMatch): AutoTitleMatch => ({
    id: m.id,
    score_1: m.score_1 ?? null,
    score_2: m.score_2 ?? null,
    first_to: m.first_to ?? null,
    forfeit: m.forfeit ?? null,
  });
  return formatBreakTitle(title, {
    liveMatch: liveMatch ? toInput(liveMatch) : null,
    schedule: schedule.map(toInput),
  });
}
