/**
 * The match area (lazy chunk): the /match/:id layout; each sub-page (./match-pages.tsx) and /detailed/:id
 * (./detailed-page.tsx) is a chunk of its own.
 */
export { MatchLayout } from './match-layout.js';
