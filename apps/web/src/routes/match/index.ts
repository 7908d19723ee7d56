/** The match area (lazy chunk): /match/:id with its sub-pages, and /detailed/:id. */
export { MatchLayout } from './match-layout.js';
export { MatchSubPage } from './match-sub-page.js';
export { DetailedPage } from './detailed-page.js';
