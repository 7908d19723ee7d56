import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { listBracketLinks } from './list-bracket-links.js';
import { locateBracketGames } from './locate-bracket-games.js';
import {
  orderBracketMatches,
  type BracketEdge,
  type BracketMatchOrder,
} from './order-bracket-matches.js';

/** Orders a layout's matches along its links so one pass cascades whatever the numbering (RULES c.8 step 2, c.4 cycles). */
export function sortBracketMatches(layout: BracketLayout): BracketMatchOrder {
  const edges: BracketEdge[] = [];
  for (const link of listBracketLinks(layout)) {
    if (link.target.kind === 'slot') edges.push({ from: link.from, to: link.target.match });
  }
  return orderBracketMatches(locateBracketGames(layout).keys(), edges);
}
