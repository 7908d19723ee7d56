/** The learn area (lazy chunk): the hub and the guides, placeholders until their issue. */
export { LearnPage } from './learn-page.js';
