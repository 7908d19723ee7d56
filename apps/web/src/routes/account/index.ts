/** The account area (lazy chunk): login, the login return screen, the mini-site hand-off, profile, /me, dashboard. */
export { AccountPage } from './account-page.js';
export { LoginPage } from './login-page.js';
export { AuthReturnPage } from './auth-return-page.js';
export { HandoffPage } from './handoff-page.js';
export { ProfilePage } from './profile-page.js';
export { MePage } from './me-page.js';
