import { numberBracketGames } from '../layout/number-bracket-games.js';
import { generateBracketRanks } from '../rankings/generate-bracket-ranks.js';
import type {
  BracketColumn,
  BracketConnection,
  BracketLayout,
} from '../schema/bracket-layout.schema.js';

/**
 * A single-elimination layout for a power-of-two number of teams (2 to 1024), numbered column-major
 * (RULES c.3), losers eliminated, final winner champion, ranks generated (RULES c.9). Round r is drawn
 * with 2^(r-1) - 1 spacers between its games; headers end "Quarterfinals", "Semifinals", "Finals".
 */
export function createSingleEliminationLayout(teamCount: number): BracketLayout {
  const rounds = Math.log2(teamCount);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10) {
    throw new RangeError(`A single elimination needs 2, 4, 8, … 1024 teams, not ${teamCount}`);
  }
  // Temporary ids 1000·round + index; numberBracketGames turns them into column-major numbers.
  const id = (round: number, index: number): number => 1000 * round + index;
  const columns: BracketColumn[] = [];
  const connections: Record<string, BracketConnection> = {};
  for (let round = 1; round <= rounds; round += 1) {
    const matchCount = teamCount / 2 ** round;
    const spacers = 2 ** (round - 1) - 1;
    const games: (number | null)[] = [];
    for (let index = 0; index < matchCount; index += 1) {
      if (index > 0) games.push(...Array.from({ length: spacers }, () => null));
      games.push(id(round, index));
      connections[String(id(round, index))] = {
        win: round === rounds ? 'champion' : `${id(round + 1, index >> 1)}.${(index % 2) + 1}`,
        lose: 'eliminated',
      };
    }
    columns.push({ header: roundHeader(rounds - round, teamCount / 2 ** (round - 1)), games });
  }
  return generateBracketRanks(numberBracketGames({ brackets: [{ columns }], connections }).layout);
}

function roundHeader(roundsAfter: number, teamsInRound: number): string {
  if (roundsAfter === 0) return 'Finals';
  if (roundsAfter === 1) return 'Semifinals';
  if (roundsAfter === 2) return 'Quarterfinals';
  return `Round of ${teamsInRound}`;
}
