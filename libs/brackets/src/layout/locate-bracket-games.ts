import type { BracketLayout } from '../schema/bracket-layout.schema.js';

/** Where a match number is drawn: indexes of its sub-bracket, column and row (all 0-based). */
export interface BracketGameLocation {
  readonly bracket: number;
  readonly column: number;
  readonly row: number;
}

/** Maps every match number drawn in the columns to its first position (RULES c.2 "listed numbers"). */
export function locateBracketGames(layout: BracketLayout): Map<number, BracketGameLocation> {
  const locations = new Map<number, BracketGameLocation>();
  layout.brackets.forEach((subBracket, bracket) => {
    subBracket.columns.forEach((column, columnIndex) => {
      column.games.forEach((game, row) => {
        if (game === null || locations.has(game)) return;
        locations.set(game, { bracket, column: columnIndex, row });
      });
    });
  });
  return locations;
}
