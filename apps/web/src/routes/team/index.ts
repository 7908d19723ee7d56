/** The team area (lazy chunk): /team/:id and its sub-pages. */
export { TeamLayout } from './team-layout.js';
export { TeamSubPage } from './team-sub-page.js';
