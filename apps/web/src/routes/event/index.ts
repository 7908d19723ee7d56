/** The event area (lazy chunk): /event/:id pages and a mini-site's root pages. */
export { EventLayout } from './event-layout.js';
export { EventSubPage } from './event-sub-page.js';
