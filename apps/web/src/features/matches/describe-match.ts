import { getMatchSides, type MatchSidesBracket } from '@castline/brackets';
import { getMatchName, type MatchSlot } from '@castline/domain';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { getScoreDisplay, type ScoreDisplay, type ScoreDisplayInput } from './get-score-display.js';

/** The match fields a match row, card or header reads to describe itself. */
export interface DescribeMatchInput extends ScoreDisplayInput {
  /** The match id: finds the match in its brackets' ordered_matches (feeder placeholders). */
  readonly id?: string | null;
  readonly placeholder_teams?: string | null;
  readonly placeholder_right?: boolean | null;
  readonly custom_name?: string | null;
  readonly special_event?: boolean | null;
}

/** A team (or anything with a name and code) as the match rules read it. */
export interface DescribedTeam {
  readonly name?: string | null;
  readonly code?: string | null;
}

export interface MatchDescription<T extends DescribedTeam> {
  /**
   * Both sides in stored order: the team, or its placeholder text from the one shared rule, `getMatchSides`
   * (public-site §4, RULES c.5: placeholder_teams, the bracket feeder, 'TBD').
   */
  readonly slots: readonly [MatchSlot<T>, MatchSlot<T>];
  /**
   * custom_name for special events, else 'A vs B' (public-site §9), where a side that has a placeholder text
   * (a feeder or placeholder_teams) is called by it, as the sides show it: 'Alpha vs Winner of ROS vs FRJ'.
   */
  readonly name: string;
  /** A special event with a custom name shows that name instead of two sides. */
  readonly isSpecial: boolean;
  /** What shows between the sides: W / FF, the score, or 'vs'. */
  readonly display: ScoreDisplay;
  /** The display as text ('2 – 1', 'W – FF'), or null for 'vs'. */
  readonly scoreText: string | null;
}

/**
 * Everything every match row, card and header shows about a match, from the pure rules of @castline/domain and
 * @castline/brackets: slots with placeholders (feeder texts from `brackets`, see `useMatchBrackets`), the name,
 * whether it is a named special event, and the score display.
 */
export function describeMatch<T extends DescribedTeam>(
  match: DescribeMatchInput,
  teams: readonly T[],
  event: { readonly name?: string | null; readonly short?: string | null } | null = null,
  brackets: readonly MatchSidesBracket[] = [],
): MatchDescription<T> {
  const slots = getMatchSides({
    match: {
      id: match.id,
      teams,
      placeholder_teams: match.placeholder_teams,
      placeholder_right: match.placeholder_right,
    },
    brackets,
  });
  const name = nameMatch(match, teams, event, slots);
  const display = getScoreDisplay(match);
  const scoreText =
    display.kind === 'forfeit'
      ? `${display.marks[0]} – ${display.marks[1]}`
      : display.kind === 'score'
        ? `${display.scores[0]} – ${display.scores[1]}`
        : null;
  return {
    slots,
    name,
    isSpecial: match.special_event === true && Boolean(match.custom_name?.trim()),
    display,
    scoreText,
  };
}

/** A side as the match's name calls it: the team's name ('TBD' without one), or the placeholder text. */
function sideName<T extends DescribedTeam>(slot: MatchSlot<T>): string {
  if (slot.kind === 'placeholder') return slot.name;
  return slot.team.name?.trim() || CLIENT_TEXT.matchTbd;
}

/**
 * The match's name: getMatchName (custom name, 'A vs B' with 'TBD', the event as the half of a lone team) unless
 * a side has a placeholder text other than the 'TBD' fallback; then the two sides by what they show.
 */
function nameMatch<T extends DescribedTeam>(
  match: DescribeMatchInput,
  teams: readonly T[],
  event: { readonly name?: string | null; readonly short?: string | null } | null,
  slots: readonly [MatchSlot<T>, MatchSlot<T>],
): string {
  const byRule = getMatchName({
    custom_name: match.custom_name,
    special_event: match.special_event,
    teams,
    event,
  });
  const isSpecial = match.special_event === true && Boolean(match.custom_name?.trim());
  const hasPlaceholderText = slots.some(
    (slot) => slot.kind === 'placeholder' && slot.source !== 'tbd',
  );
  if (isSpecial || !hasPlaceholderText) return byRule;
  return `${sideName(slots[0])} vs ${sideName(slots[1])}`;
}
