/** The public area (lazy chunk): home, events, listings, entity pages and Not Found. */
export { HomePage } from './home-page.js';
export { EventsPage } from './events-page.js';
export { NotFoundPage } from './not-found-page.js';
export { PlaceholderPage } from './placeholder-page.js';
