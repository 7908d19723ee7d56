import { fillBracketText } from '../schema/fill-bracket-text.js';
import { getMatchCardNumber } from './get-match-card-number.js';

/** Names match N in texts as its card does (RULES c.3 card number), e.g. "Match 7". */
export function formatMatchLabel(
  matchNumber: number,
  storedMatchNumber?: number | string | null,
): string {
  return fillBracketText('matchLabel', {
    label: getMatchCardNumber(matchNumber, storedMatchNumber),
  });
}
