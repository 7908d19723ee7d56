/**
 * Every user-facing text of the bracket library. Single-quoted texts in the specs are copied verbatim;
 * texts marked † in RULES.md are new copy defined there. Templates use `{name}` placeholders.
 */
export const BRACKET_TEXTS = {
  /** RULES c.4 † */
  layoutUnreadable: 'The bracket layout could not be read',
  /** RULES c.4 † */
  matchAppearsTwice: 'Match {n} appears twice',
  /** RULES c.4 † */
  slotHasTwoFeeders: 'Slot {n}.{p} has two feeders',
  /** RULES c.4 † */
  connectionsLoop: 'The connections loop back to match {n}',
  /** Creator paste error (broadcast spec §2, verbatim). */
  creatorParseError: "Couldn't parse that format.",
  /** Preset confirmation (broadcast spec §2, verbatim). */
  presetConfirm: 'Are you sure you want to apply this preset? Any changes will be lost.',
  /** RULES c.8 † */
  resolveConflict: 'Match {n} already has a result with {team}; fix it by hand',
  /** RULES c.8 † */
  resolveSummary:
    '{n} match(es) updated, {c} slot(s) corrected, {k} conflict(s), {r} team(s) ranked',
  /** RULES c.8 † */
  noChanges: 'No changes',
  /** RULES c.10 † */
  champion: 'Champion',
  /** RULES c.10 † */
  eliminated: 'Eliminated',
  /** RULES c.10 † */
  advances: 'Advances',
  /** Broadcast spec §2 (verbatim). */
  advancesTo: 'advances to',
  /** Broadcast spec §2 (verbatim). */
  dropsTo: 'drops to',
  /** Broadcast spec §2 (verbatim). */
  faces: 'faces {team}',
  /** Broadcast spec §2 (verbatim). */
  facesWinnerOf: 'Faces winner of {match}',
  /** Broadcast spec §2 (verbatim). */
  facesLoserOf: 'Faces loser of {match}',
  /** Broadcast spec §2 (verbatim). */
  matchAlreadyHasTeams: 'Match already has the teams {a} vs {b}',
  /** Question-mark box: a team still to be decided (broadcast spec §2). */
  toBeDecided: '?',
  /** Public-site spec (verbatim): '{winner/loser} of {code} vs {code}'. */
  winnerOfTeams: 'Winner of {a} vs {b}',
  loserOfTeams: 'Loser of {a} vs {b}',
  /** RULES c.5 † */
  winnerOfMatch: 'Winner of {match}',
  /** RULES c.5 † */
  loserOfMatch: 'Loser of {match}',
  /** Placeholder fallback (public-site spec, verbatim). */
  tbd: 'TBD',
  /** How a match is named in texts: the card number (match_number when set, else N). Decided here. */
  matchLabel: 'Match {label}',
  // Texts below are new copy for checks RULES c.4 asks for without naming a text.
  matchOutOfRange: 'Match {n} does not exist: the bracket lists {count} match(es)',
  connectionKeyNotListed: 'Match {n} has connections but is not in the layout',
  targetNotListed: 'Match {n} sends its {side} to match {target}, which is not in the layout',
  targetIsSelf: 'Match {n} sends its {side} to itself',
  targetSlotInvalid: 'Match {n} sends its {side} to slot {target}.{p}; the slot must be 1 or 2',
  rankInvalid: 'The {side} rank of match {n} needs a positive whole-number sort and a text',
  // Resolver input problems and cross-bracket conflicts (RULES c.8 asks for them, names no text).
  matchNotFound: 'Match {n} could not be found',
  slotFedByOtherBracket: 'Slot {n}.{p} is fed by another bracket as well; fix it by hand',
} as const;

export type BracketTextKey = keyof typeof BRACKET_TEXTS;
