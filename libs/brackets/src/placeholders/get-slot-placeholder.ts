import { formatMatchLabel } from '../layout/format-match-label.js';
import { BRACKET_TEXTS } from '../schema/bracket-texts.js';
import { fillBracketText } from '../schema/fill-bracket-text.js';
import type { BracketStateInput } from '../state/bracket-state.js';
import { formatTeamCode } from '../state/format-team-code.js';
import { indexBracketState } from '../state/index-bracket-state.js';
import { readMatchSlots } from '../state/read-match-slots.js';

export interface GetSlotPlaceholderInput extends BracketStateInput {
  /** Position N of the match in ordered_matches. */
  readonly matchNumber: number;
  readonly slot: 1 | 2;
}

/** What an empty slot shows: a name for full rows and a short name for compact ones. */
export interface SlotPlaceholder {
  readonly name: string;
  readonly short: string;
}

/**
 * Placeholder of an empty slot (RULES c.5, public-site §4): the match's placeholder_teams when it has four
 * '|'-separated values (two names, then two short names); otherwise, for a slot fed by a link,
 * 'Winner of {code} vs {code}' / 'Loser of …' when the feeder has both teams, else "Winner of {match}" /
 * "Loser of {match}"; otherwise 'TBD'.
 */
export function getSlotPlaceholder(input: GetSlotPlaceholderInput): SlotPlaceholder {
  const index = indexBracketState(input);
  const match = index.matchByNumber.get(input.matchNumber);
  const values = (match?.placeholder_teams ?? '').split('|').map((value) => value.trim());
  if (values.length === 4) {
    const name = values[input.slot - 1] ?? '';
    const short = values[input.slot + 1] ?? '';
    if (name !== '' || short !== '') return { name: name || short, short: short || name };
  }

  const feeder = index.feederBySlot.get(`${input.matchNumber}.${input.slot}`);
  if (feeder) {
    const feederMatch = index.matchByNumber.get(feeder.from);
    const [first, second] = readMatchSlots(feederMatch);
    const isWin = feeder.kind === 'win';
    const text =
      first !== null && second !== null
        ? fillBracketText(isWin ? 'winnerOfTeams' : 'loserOfTeams', {
            a: formatTeamCode(first, index.teamById.get(first)),
            b: formatTeamCode(second, index.teamById.get(second)),
          })
        : fillBracketText(isWin ? 'winnerOfMatch' : 'loserOfMatch', {
            match: formatMatchLabel(feeder.from, feederMatch?.match_number),
          });
    return { name: text, short: text };
  }
  return { name: BRACKET_TEXTS.tbd, short: BRACKET_TEXTS.tbd };
}
