/**
 * The event area (lazy chunk): the /event/:id (and mini-site root) layout and the sub-page frame; each sub-page is
 * a chunk of its own (./event-pages.ts).
 */
export { EventLayout } from './event-layout.js';
export { EventSubPage } from './event-sub-page.js';
