import { locateBracketGames } from '../layout/locate-bracket-games.js';
import { parseBracketTarget } from '../layout/parse-bracket-target.js';
import { parseMatchKey } from '../layout/parse-match-key.js';
import type {
  BracketConnection,
  BracketLayout,
  BracketRank,
} from '../schema/bracket-layout.schema.js';
import { formatRankText } from './format-rank-text.js';

interface OutcomeGroup {
  readonly champions: number[];
  /** [match, 'win' | 'lose'] pairs in ascending match order, winner first. */
  readonly advances: (readonly [number, 'win' | 'lose'])[];
  readonly eliminated: number[];
  highest: number;
}

/**
 * "Calculate rankings" of the bracket creator (RULES c.9). Outcomes are win → champion, lose → eliminated
 * and advance on either side. Matches carrying an outcome are grouped by (sub-bracket, column); groups run
 * by their highest match number, descending, with a counter c from 1: champion winners, then advances in
 * ascending match number (winner first), then the k eliminated losers sharing place c. Every outcome takes
 * its place in the count; an explicit rank always wins over the generated one. Returns a new layout.
 */
export function generateBracketRanks(layout: BracketLayout): BracketLayout {
  const locations = locateBracketGames(layout);
  const groups = new Map<string, OutcomeGroup>();
  const numbers = Object.keys(layout.connections)
    .map(parseMatchKey)
    .filter((n): n is number => n !== null && locations.has(n))
    .sort((a, b) => a - b);
  for (const n of numbers) {
    const connection = layout.connections[String(n)] as BracketConnection;
    const win = parseBracketTarget(connection.win).kind;
    const lose = parseBracketTarget(connection.lose).kind;
    const hasOutcome =
      win === 'champion' || win === 'advance' || lose === 'eliminated' || lose === 'advance';
    if (!hasOutcome) continue;
    const location = locations.get(n);
    const groupKey = `${location?.bracket}:${location?.column}`;
    const group = groups.get(groupKey) ?? {
      champions: [],
      advances: [],
      eliminated: [],
      highest: n,
    };
    group.highest = Math.max(group.highest, n);
    if (win === 'champion') group.champions.push(n);
    if (win === 'advance') group.advances.push([n, 'win']);
    if (lose === 'advance') group.advances.push([n, 'lose']);
    if (lose === 'eliminated') group.eliminated.push(n);
    groups.set(groupKey, group);
  }

  const winnerRanks = new Map<number, BracketRank>();
  const loserRanks = new Map<number, BracketRank>();
  let place = 1;
  for (const group of [...groups.values()].sort((a, b) => b.highest - a.highest)) {
    for (const n of group.champions) {
      winnerRanks.set(n, { sort: place, text: formatRankText(place, 1) });
      place += 1;
    }
    for (const [n, side] of group.advances) {
      (side === 'win' ? winnerRanks : loserRanks).set(n, {
        sort: place,
        text: formatRankText(place, 1),
      });
      place += 1;
    }
    const shared = group.eliminated.length;
    for (const n of group.eliminated)
      loserRanks.set(n, { sort: place, text: formatRankText(place, shared) });
    place += shared;
  }

  const connections: Record<string, BracketConnection> = {};
  for (const [key, connection] of Object.entries(layout.connections)) {
    const n = parseMatchKey(key) ?? 0;
    const winnerRank = connection.winnerRank ?? winnerRanks.get(n);
    const loserRank = connection.loserRank ?? loserRanks.get(n);
    connections[key] = {
      ...connection,
      ...(winnerRank ? { winnerRank: { ...winnerRank } } : {}),
      ...(loserRank ? { loserRank: { ...loserRank } } : {}),
    };
  }
  return { ...layout, connections };
}
