/** The player area (lazy chunk): the /player/:id layout; each sub-page is a chunk of its own (./player-pages.ts). */
export { PlayerLayout } from './player-layout.js';
