import type { BracketLayout, BracketRank } from '../schema/bracket-layout.schema.js';
import { fillBracketText } from '../schema/fill-bracket-text.js';
import type { BracketLinkKind } from './bracket-target.js';
import { parseBracketTarget } from './parse-bracket-target.js';
import { parseMatchKey } from './parse-match-key.js';
import { orderBracketMatches, type BracketEdge } from './order-bracket-matches.js';

const SIDE_NAME: Readonly<Record<BracketLinkKind, string>> = { win: 'winner', lose: 'loser' };

/**
 * Checks a parsed layout against ordered_matches (RULES c.4). Returns the problems in a stable order
 * (columns, connections, feeders, cycle); an empty list means the layout is valid.
 */
export function validateBracketLayout(layout: BracketLayout, orderedMatchCount: number): string[] {
  const errors: string[] = [];
  const listed = new Set<number>();
  const reportedTwice = new Set<number>();

  for (const subBracket of layout.brackets) {
    for (const column of subBracket.columns) {
      for (const game of column.games) {
        if (game === null) continue;
        if (!Number.isInteger(game) || game < 1 || game > orderedMatchCount) {
          errors.push(fillBracketText('matchOutOfRange', { n: game, count: orderedMatchCount }));
        }
        if (listed.has(game)) {
          if (!reportedTwice.has(game))
            errors.push(fillBracketText('matchAppearsTwice', { n: game }));
          reportedTwice.add(game);
        }
        listed.add(game);
      }
    }
  }

  const feedersBySlot = new Map<string, number>();
  const edges: BracketEdge[] = [];
  const keys = Object.keys(layout.connections)
    .map((key) => ({ key, from: parseMatchKey(key) }))
    .sort(compareKeys);
  for (const { key, from } of keys) {
    const connection = layout.connections[key];
    if (!connection) continue;
    if (from === null || !listed.has(from)) {
      errors.push(fillBracketText('connectionKeyNotListed', { n: key }));
      continue;
    }
    const sides: readonly [
      BracketLinkKind,
      string | null | undefined,
      BracketRank | null | undefined,
    ][] = [
      ['win', connection.win, connection.winnerRank],
      ['lose', connection.lose, connection.loserRank],
    ];
    for (const [kind, rawTarget, rank] of sides) {
      const side = SIDE_NAME[kind];
      const target = parseBracketTarget(rawTarget);
      if (target.kind === 'slot' || target.kind === 'invalid-slot') {
        if (!listed.has(target.match)) {
          errors.push(fillBracketText('targetNotListed', { n: from, side, target: target.match }));
        } else if (target.match === from) {
          errors.push(fillBracketText('targetIsSelf', { n: from, side }));
        } else if (target.kind === 'invalid-slot') {
          errors.push(
            fillBracketText('targetSlotInvalid', {
              n: from,
              side,
              target: target.match,
              p: target.slot,
            }),
          );
        } else {
          edges.push({ from, to: target.match });
          const slotKey = `${target.match}.${target.slot}`;
          const count = (feedersBySlot.get(slotKey) ?? 0) + 1;
          feedersBySlot.set(slotKey, count);
          if (count === 2) {
            errors.push(fillBracketText('slotHasTwoFeeders', { n: target.match, p: target.slot }));
          }
        }
      }
      if (rank && !isValidRank(rank))
        errors.push(fillBracketText('rankInvalid', { n: from, side }));
    }
  }

  const { loopsAt } = orderBracketMatches(listed, edges);
  if (loopsAt !== null) errors.push(fillBracketText('connectionsLoop', { n: loopsAt }));
  return errors;
}

function isValidRank(rank: BracketRank): boolean {
  return Number.isInteger(rank.sort) && rank.sort > 0 && rank.text.trim() !== '';
}

/** Whole-number keys first in numeric order, then other keys alphabetically. */
function compareKeys(
  a: { key: string; from: number | null },
  b: { key: string; from: number | null },
): number {
  if (a.from !== null && b.from !== null) return a.from - b.from;
  if (a.from !== null) return -1;
  if (b.from !== null) return 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
