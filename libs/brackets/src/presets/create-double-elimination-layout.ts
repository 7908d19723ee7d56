import { numberBracketGames } from '../layout/number-bracket-games.js';
import { generateBracketRanks } from '../rankings/generate-bracket-ranks.js';
import type {
  BracketColumn,
  BracketConnection,
  BracketLayout,
} from '../schema/bracket-layout.schema.js';

/**
 * A double-elimination layout for a power-of-two number of teams (4 to 1024) without a bracket reset,
 * shaped like the 8-team preset of RULES c.11: upper rounds, then empty columns, then the grand final;
 * lower rounds alternate between upper-bracket drops (crossed to avoid rematches) and pairings of lower
 * winners. Numbered column-major (RULES c.3), ranks generated (RULES c.9).
 */
export function createDoubleEliminationLayout(teamCount: number): BracketLayout {
  const k = Math.log2(teamCount);
  if (!Number.isInteger(k) || k < 2 || k > 10) {
    throw new RangeError(`A double elimination needs 4, 8, 16, … 1024 teams, not ${teamCount}`);
  }
  const lowerRounds = 2 * (k - 1);
  const upper = (round: number, index: number): number => 100_000 + 1000 * round + index;
  const lower = (round: number, index: number): number => 200_000 + 1000 * round + index;
  const grandFinal = 300_000;
  const upperCount = (round: number): number => teamCount / 2 ** round;
  // Lower round 1 pairs upper round 1 losers; lower round 2r-2 meets upper round r drops; 2r-1 pairs winners.
  const lowerCount = (round: number): number => teamCount / 2 ** Math.floor((round + 3) / 2);

  const connections: Record<string, BracketConnection> = {};
  const set = (from: number, side: 'win' | 'lose', target: string): void => {
    connections[String(from)] = { ...connections[String(from)], [side]: target };
  };
  for (let round = 1; round <= k; round += 1) {
    const count = upperCount(round);
    for (let index = 0; index < count; index += 1) {
      const from = upper(round, index);
      set(
        from,
        'win',
        round === k ? `${grandFinal}.1` : `${upper(round + 1, index >> 1)}.${(index % 2) + 1}`,
      );
      if (round === 1) set(from, 'lose', `${lower(1, index >> 1)}.${(index % 2) + 1}`);
      else set(from, 'lose', `${lower(2 * round - 2, count - 1 - index)}.1`);
    }
  }
  for (let round = 1; round <= lowerRounds; round += 1) {
    const count = lowerCount(round);
    for (let index = 0; index < count; index += 1) {
      const from = lower(round, index);
      if (round === lowerRounds) set(from, 'win', `${grandFinal}.2`);
      else if (round % 2 === 1) set(from, 'win', `${lower(round + 1, index)}.2`);
      else set(from, 'win', `${lower(round + 1, index >> 1)}.${(index % 2) + 1}`);
      set(from, 'lose', 'eliminated');
    }
  }
  set(grandFinal, 'win', 'champion');
  set(grandFinal, 'lose', 'eliminated');

  const columnCount = 2 * k - 1;
  const upperColumns: BracketColumn[] = [];
  const lowerColumns: BracketColumn[] = [];
  for (let column = 1; column <= columnCount; column += 1) {
    if (column <= k) {
      const spacers = 2 ** (column - 1) - 1;
      const games: (number | null)[] = [];
      for (let index = 0; index < upperCount(column); index += 1) {
        if (index > 0) games.push(...Array.from({ length: spacers }, () => null));
        games.push(upper(column, index));
      }
      upperColumns.push({ header: upperHeader(column, k), games });
    } else if (column === columnCount) {
      upperColumns.push({ header: 'Grand Finals', games: [grandFinal] });
    } else {
      upperColumns.push({ games: [] });
    }
    if (column <= lowerRounds) {
      const games = Array.from({ length: lowerCount(column) }, (_, index) => lower(column, index));
      lowerColumns.push({ header: lowerHeader(column, lowerRounds), games });
    } else {
      lowerColumns.push({ games: [] });
    }
  }
  const layout: BracketLayout = {
    brackets: [{ columns: upperColumns }, { columns: lowerColumns }],
    connections,
  };
  return generateBracketRanks(numberBracketGames(layout).layout);
}

function upperHeader(round: number, rounds: number): string {
  if (round === rounds) return 'Upper Finals';
  if (round === rounds - 1) return 'Semifinals';
  return `Round ${round}`;
}

function lowerHeader(round: number, rounds: number): string {
  if (round === rounds) return 'Lower Finals';
  if (round === rounds - 1) return 'Lower Semifinals';
  return `LB Round ${round}`;
}
