/** The news area (lazy chunk): /news/:slug. */
export { NewsPage } from './news-page.js';
