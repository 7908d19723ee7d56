/**
 * The listing pages (lazy chunk of their own, so Home and Events do not carry them): /teams, /players, /streams.
 */
export { TeamsPage } from './teams-page.js';
export { PlayersPage } from './players-page.js';
export { StreamsPage } from './streams-page.js';
