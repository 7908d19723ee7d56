/** The account area (lazy chunk): login, profile, dashboard, /me; placeholders until their issues. */
export { AccountPage } from './account-page.js';
