/** The team area (lazy chunk): the /team/:id layout; each sub-page is a chunk of its own (./team-pages.ts). */
export { TeamLayout } from './team-layout.js';
