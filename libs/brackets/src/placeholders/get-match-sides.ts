import {
  parsePlaceholderTeams,
  type MatchSlot,
  type MatchSlotSource,
  type TeamNameInput,
} from '@castline/domain';
import { formatMatchLabel } from '../layout/format-match-label.js';
import { BRACKET_TEXTS } from '../schema/bracket-texts.js';
import { fillBracketText } from '../schema/fill-bracket-text.js';
import type { BracketStateInput } from '../state/bracket-state.js';
import { formatTeamCode } from '../state/format-team-code.js';
import { indexBracketState, type BracketIndex } from '../state/index-bracket-state.js';
import { readMatchSlots } from '../state/read-match-slots.js';

/** The fields of a match that decide its two sides; teams are whatever the caller shows (records, ids…). */
export interface MatchSidesMatch<T> {
  readonly id?: string | null;
  /**
   * Teams in stored order. Two entries are the ordered pair [slot 1, slot 2] (either may be null); a single team
   * sits in slot 1 when placeholder_right is true, else in slot 2 (RULES c.8 step 4).
   */
  readonly teams?: readonly (T | null | undefined)[] | null;
  readonly placeholder_teams?: string | null;
  readonly placeholder_right?: boolean | null;
}

/** A bracket that lists the match, with its records; `matchNumber` pins the match's position N in it. */
export interface MatchSidesBracket extends BracketStateInput {
  /** Position N of the match in ordered_matches; defaults to the first position of `match.id`. */
  readonly matchNumber?: number;
}

export interface GetMatchSidesInput<T> {
  readonly match: MatchSidesMatch<T>;
  /**
   * The brackets whose ordered_matches list the match (its `brackets` links), with the feeder matches and their
   * teams. An empty slot takes the feeder of the first bracket that feeds it. Without brackets no slot has a
   * feeder.
   */
  readonly brackets?: readonly MatchSidesBracket[] | null;
}

/**
 * The two sides of a match, in stored order, for every surface that shows one (public-site §4, RULES c.5): a
 * team, or the placeholder of an empty slot, decided in this order:
 * 1. placeholder_teams with four '|'-separated values (two names, then two short names): that slot's value;
 * 2. a bracket link feeding the slot: '{Winner/Loser} of {code} vs {code}' when the feeder has both teams, else
 *    'Winner of Match {n}' / 'Loser of Match {n}' (the feeder's own sides are placeholders, or a team record
 *    is not among the bracket's teams yet);
 * 3. placeholder_teams with fewer values: that slot's value (a single value names the only empty slot);
 * 4. 'TBD'.
 * Each placeholder says which of these gave its text (`source`), so a caller can tell the 'TBD' fallback apart.
 */
export function getMatchSides<T extends TeamNameInput>(
  input: GetMatchSidesInput<T>,
): readonly [MatchSlot<T>, MatchSlot<T>] {
  const { match } = input;
  const pair = readMatchSlots(match);
  const values = parsePlaceholderTeams(match.placeholder_teams);
  const hasFourValues = (match.placeholder_teams ?? '').split('|').length === 4;
  const emptyCount = pair.filter((team) => team === null).length;
  const single = values.names[0] !== null && values.names[1] === null ? values.names[0] : null;
  const brackets = (input.brackets ?? []).map((bracket) => ({
    bracket,
    index: indexBracketState(bracket),
  }));

  const side = (slot: 1 | 2): MatchSlot<T> => {
    const team = pair[slot - 1] ?? null;
    if (team !== null) return { kind: 'team', team };
    const name = values.names[slot - 1] ?? null;
    const shortName = values.shortNames[slot - 1] ?? name;
    if (hasFourValues && name !== null)
      return placeholder(name, shortName ?? name, 'placeholder_teams');
    for (const { bracket, index } of brackets) {
      const text = getFeederText(bracket, index, match.id ?? null, slot);
      if (text !== null) return placeholder(text, text, 'feeder');
    }
    if (!hasFourValues && emptyCount === 1 && single !== null)
      return placeholder(single, single, 'placeholder_teams');
    if (name !== null) return placeholder(name, shortName ?? name, 'placeholder_teams');
    return placeholder(BRACKET_TEXTS.tbd, BRACKET_TEXTS.tbd, 'tbd');
  };
  return [side(1), side(2)];
}

function placeholder<T extends TeamNameInput>(
  name: string,
  shortName: string,
  source: MatchSlotSource,
): MatchSlot<T> {
  return { kind: 'placeholder', name, shortName, source };
}

/** RULES c.5: the text of a slot fed by a link of this bracket, or null when no link feeds it. */
function getFeederText(
  bracket: MatchSidesBracket,
  index: BracketIndex,
  matchId: string | null,
  slot: 1 | 2,
): string | null {
  const number = bracket.matchNumber ?? findMatchNumber(bracket, index, matchId);
  if (number === null) return null;
  const feeder = index.feederBySlot.get(`${number}.${slot}`);
  if (!feeder) return null;
  const feederMatch = index.matchByNumber.get(feeder.from);
  const [first, second] = readMatchSlots(feederMatch);
  const isWin = feeder.kind === 'win';
  // A feeder team whose record has not arrived is named by its match, never by its id.
  const firstTeam = first === null ? undefined : index.teamById.get(first);
  const secondTeam = second === null ? undefined : index.teamById.get(second);
  return first !== null && second !== null && firstTeam && secondTeam
    ? fillBracketText(isWin ? 'winnerOfTeams' : 'loserOfTeams', {
        a: formatTeamCode(first, firstTeam),
        b: formatTeamCode(second, secondTeam),
      })
    : fillBracketText(isWin ? 'winnerOfMatch' : 'loserOfMatch', {
        match: formatMatchLabel(feeder.from, feederMatch?.match_number),
      });
}

/** The first position N of the match in ordered_matches that the layout draws. */
function findMatchNumber(
  bracket: BracketStateInput,
  index: BracketIndex,
  matchId: string | null,
): number | null {
  if (matchId === null) return null;
  const known = index.numberById.get(matchId);
  if (known !== undefined) return known;
  const at = bracket.orderedMatchIds.findIndex(
    (id, i) => id === matchId && index.listed.has(i + 1),
  );
  return at === -1 ? null : at + 1;
}
