/**
 * The Bracket Implications and Bracket / Brackets modules' texts (broadcast spec §2 "Bracket view", "Bracket
 * implications panel", §6, §8; RULES c.10). The outcome and opponent texts themselves come from @castline/brackets
 * (BRACKET_TEXTS), verbatim.
 */
export const BRACKETS_TEXT = {
  winner: 'Winner',
  loser: 'Loser',
  /** Broadcast spec §6 / §8 (verbatim). */
  noPermission: "You don't have permission to resolve brackets",
  resolve: 'Resolve bracket',
  /** A side without any link in this bracket. */
  noOutcome: 'Nothing follows in this bracket',
  /** The question-mark box's accessible name (broadcast spec §2: a team still to be decided). */
  toBeDecided: 'A team still to be decided',
  notInBracket: 'The live match is not drawn in this bracket.',
  unreadable: "This bracket can't be shown right now.",
  loading: 'Loading the bracket…',
  unnamed: 'Unnamed bracket',
  /** The block's heading: the bracket and the live match's number in it. */
  heading: (bracket: string, match: string) => `${bracket} · ${match}`,
  /** The scrollable frame of a bracket view. */
  region: (bracket: string) => `${bracket} bracket`,
} as const;
