import type { BracketLink } from '../layout/bracket-link.js';
import type { BracketLinkKind } from '../layout/bracket-target.js';
import { formatMatchLabel } from '../layout/format-match-label.js';
import { BRACKET_TEXTS } from '../schema/bracket-texts.js';
import { fillBracketText } from '../schema/fill-bracket-text.js';
import type { BracketStateInput } from '../state/bracket-state.js';
import { formatTeamName } from '../state/format-team-name.js';
import { getOutcomeTeam } from '../state/get-outcome-team.js';
import { indexBracketState, type BracketIndex } from '../state/index-bracket-state.js';
import { readMatchSlots } from '../state/read-match-slots.js';
import type {
  BracketImplication,
  BracketImplications,
  BracketOpponent,
  BracketOutcome,
} from './bracket-implications.js';

export interface GetBracketImplicationsInput extends BracketStateInput {
  /** The match (usually the live match) whose outcomes are described. */
  readonly matchId: string;
}

/**
 * The Winner and Loser blocks of the implications panel for one bracket (RULES c.10, broadcast §2
 * "Bracket implications panel"). Null when the match is not drawn in this bracket. Whether to show the
 * panel (hide_implications) is the caller's decision.
 */
export function getBracketImplications(
  input: GetBracketImplicationsInput,
): BracketImplications | null {
  const index = indexBracketState(input);
  const matchNumber = index.numberById.get(input.matchId);
  if (matchNumber === undefined) return null;
  const links = index.outgoing.get(matchNumber);
  return {
    matchNumber,
    winner: describeSide('winner', links?.win, matchNumber, index),
    loser: describeSide('loser', links?.lose, matchNumber, index),
  };
}

function describeSide(
  side: 'winner' | 'loser',
  link: BracketLink | undefined,
  matchNumber: number,
  index: BracketIndex,
): BracketImplication {
  const none: BracketImplication = {
    side,
    outcome: { kind: 'none' },
    opponent: null,
    text: null,
    opponentText: null,
  };
  if (!link) return none;
  const rank = link.rank;
  const withRank = (title: string): string => (rank ? `${title} ${rank.text}` : title);
  const target = link.target;
  switch (target.kind) {
    case 'none':
      return none;
    case 'champion':
      return {
        ...none,
        outcome: { kind: 'champion', rank },
        text: withRank(BRACKET_TEXTS.champion),
      };
    case 'eliminated':
      return {
        ...none,
        outcome: { kind: 'eliminated', rank },
        text: withRank(BRACKET_TEXTS.eliminated),
      };
    case 'advance':
      return {
        ...none,
        outcome: { kind: 'advance', rank },
        text: withRank(BRACKET_TEXTS.advances),
      };
    case 'text':
    case 'invalid-slot':
      return { ...none, outcome: { kind: 'text', text: target.text, rank }, text: target.text };
    case 'slot': {
      const matchLabel = labelOf(target.match, index);
      const outcome: BracketOutcome = {
        kind: 'match',
        via: link.kind,
        match: target.match,
        slot: target.slot,
        matchLabel,
      };
      const opponent = findOpponent(matchNumber, target.match, target.slot, index);
      const verb = link.kind === 'win' ? BRACKET_TEXTS.advancesTo : BRACKET_TEXTS.dropsTo;
      return {
        side,
        outcome,
        opponent,
        text: `${verb} ${matchLabel}`,
        opponentText: describeOpponent(opponent),
      };
    }
  }
}

/** RULES c.10 opponent rows, checked in the table's order. */
function findOpponent(
  matchNumber: number,
  targetNumber: number,
  slot: 1 | 2,
  index: BracketIndex,
): BracketOpponent {
  const ownTeams = new Set(
    readMatchSlots(index.matchByNumber.get(matchNumber)).filter((team) => team !== null),
  );
  const targetSlots = readMatchSlots(index.matchByNumber.get(targetNumber));
  const [first, second] = targetSlots;
  const isOther = (team: string | null): team is string => team !== null && !ownTeams.has(team);
  const name = (teamId: string): string => formatTeamName(teamId, index.teamById.get(teamId));

  if (isOther(first) && isOther(second)) {
    return { kind: 'full', teamIds: [first, second], teamNames: [name(first), name(second)] };
  }
  const otherSlot: 1 | 2 = slot === 1 ? 2 : 1;
  const present = targetSlots[otherSlot - 1] ?? null;
  if (isOther(present)) return { kind: 'team', teamId: present, teamName: name(present) };

  const feeder = index.feederBySlot.get(`${targetNumber}.${otherSlot}`);
  if (feeder) {
    const feederMatch = index.matchByNumber.get(feeder.from);
    const team = getOutcomeTeam(feederMatch, readMatchSlots(feederMatch), feeder.kind);
    if (team !== null) return { kind: 'team', teamId: team, teamName: name(team) };
    return {
      kind: 'feeder',
      via: feeder.kind,
      match: feeder.from,
      matchLabel: labelOf(feeder.from, index),
    };
  }
  return { kind: 'to-be-decided' };
}

function describeOpponent(opponent: BracketOpponent): string {
  switch (opponent.kind) {
    case 'team':
      return fillBracketText('faces', { team: opponent.teamName });
    case 'full':
      return fillBracketText('matchAlreadyHasTeams', {
        a: opponent.teamNames[0],
        b: opponent.teamNames[1],
      });
    case 'feeder':
      return fillBracketText(FEEDER_TEXT[opponent.via], { match: opponent.matchLabel });
    case 'to-be-decided':
      return BRACKET_TEXTS.toBeDecided;
  }
}

const FEEDER_TEXT: Readonly<Record<BracketLinkKind, 'facesWinnerOf' | 'facesLoserOf'>> = {
  win: 'facesWinnerOf',
  lose: 'facesLoserOf',
};

function labelOf(matchNumber: number, index: BracketIndex): string {
  return formatMatchLabel(matchNumber, index.matchByNumber.get(matchNumber)?.match_number);
}
