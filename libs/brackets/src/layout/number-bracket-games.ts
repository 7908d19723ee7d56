import type { BracketConnection, BracketLayout } from '../schema/bracket-layout.schema.js';
import { parseBracketTarget } from './parse-bracket-target.js';
import { parseMatchKey } from './parse-match-key.js';

/** A layout numbered by position, and the old → new number of every game. */
export interface NumberedBracketLayout {
  readonly layout: BracketLayout;
  readonly renumbered: ReadonlyMap<number, number>;
}

/**
 * Numbers a creator layout's games column-major across sub-brackets (RULES c.3): column 1 of every
 * sub-bracket top to bottom, then column 2 of every sub-bracket, and so on; null slots get no number.
 * The games' current numbers act as identities: connection keys and `N.P` targets follow their game.
 * Connections of numbers that are not drawn are dropped, as are `N.P` targets to such numbers.
 */
export function numberBracketGames(layout: BracketLayout): NumberedBracketLayout {
  const renumbered = new Map<number, number>();
  const columnCount = Math.max(
    0,
    ...layout.brackets.map((subBracket) => subBracket.columns.length),
  );
  for (let column = 0; column < columnCount; column += 1) {
    for (const subBracket of layout.brackets) {
      for (const game of subBracket.columns[column]?.games ?? []) {
        if (game !== null && !renumbered.has(game)) renumbered.set(game, renumbered.size + 1);
      }
    }
  }

  const brackets = layout.brackets.map((subBracket) => ({
    ...subBracket,
    columns: subBracket.columns.map((column) => ({
      ...column,
      games: column.games.map((game) => (game === null ? null : (renumbered.get(game) ?? null))),
    })),
  }));

  const connections: Record<string, BracketConnection> = {};
  const keys = Object.keys(layout.connections)
    .map(parseMatchKey)
    .filter((n): n is number => n !== null && renumbered.has(n))
    .sort((a, b) => (renumbered.get(a) ?? 0) - (renumbered.get(b) ?? 0));
  for (const key of keys) {
    const connection = layout.connections[String(key)];
    if (!connection) continue;
    const next: BracketConnection = { ...connection };
    const win = renumberTarget(connection.win, renumbered);
    const lose = renumberTarget(connection.lose, renumbered);
    if (win === undefined) delete next.win;
    else next.win = win;
    if (lose === undefined) delete next.lose;
    else next.lose = lose;
    connections[String(renumbered.get(key))] = next;
  }
  return { layout: { ...layout, brackets, connections }, renumbered };
}

function renumberTarget(
  target: string | null | undefined,
  renumbered: ReadonlyMap<number, number>,
): string | null | undefined {
  const parsed = parseBracketTarget(target);
  if (parsed.kind !== 'slot' && parsed.kind !== 'invalid-slot') return target;
  const to = renumbered.get(parsed.match);
  return to === undefined ? undefined : `${to}.${parsed.slot}`;
}
