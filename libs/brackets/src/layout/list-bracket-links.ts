import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import type { BracketLink } from './bracket-link.js';
import { parseBracketTarget } from './parse-bracket-target.js';
import { parseLinkStyle } from './parse-link-style.js';
import { parseMatchKey } from './parse-match-key.js';

/**
 * Every link of a layout with a target or a rank, by ascending match number, win before lose (RULES c.2).
 * Connection keys that are not whole numbers are skipped (validation reports them).
 */
export function listBracketLinks(layout: BracketLayout): BracketLink[] {
  const keys = Object.keys(layout.connections)
    .map(parseMatchKey)
    .filter((n): n is number => n !== null)
    .sort((a, b) => a - b);
  const links: BracketLink[] = [];
  for (const from of keys) {
    const connection = layout.connections[String(from)];
    if (!connection) continue;
    const win = parseBracketTarget(connection.win);
    if (win.kind !== 'none' || connection.winnerRank) {
      links.push({
        from,
        kind: 'win',
        target: win,
        style: parseLinkStyle(connection.winStyle, 'win'),
        rank: connection.winnerRank ?? null,
      });
    }
    const lose = parseBracketTarget(connection.lose);
    if (lose.kind !== 'none' || connection.loserRank) {
      links.push({
        from,
        kind: 'lose',
        target: lose,
        style: parseLinkStyle(connection.loseStyle, 'lose'),
        rank: connection.loserRank ?? null,
      });
    }
  }
  return links;
}
