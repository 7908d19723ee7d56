/** The player area (lazy chunk): /player/:id and its sub-pages. */
export { PlayerLayout } from './player-layout.js';
export { PlayerSubPage } from './player-sub-page.js';
