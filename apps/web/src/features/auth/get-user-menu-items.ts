import { ACCOUNT_TEXT } from '../../lib/client-text.js';
import { isProductionAccount, type AuthUser } from '../../lib/auth/auth-user.js';
import { getEntityPath } from '../../lib/links/site-links.js';
import { LOGIN_PATH } from '../../lib/auth/auth-paths.js';

export type UserMenuItemKey =
  | 'player-page'
  | 'edit-profile'
  | 'dashboard'
  | 'source-overview'
  | 'tally-viewer'
  | 'token'
  | 'reauthenticate'
  | 'logout';

/** One entry of the user menu: a link (`to`) or an action the menu runs (token modal, logout). */
export interface UserMenuItem {
  readonly key: UserMenuItemKey;
  readonly label: string;
  readonly section: 'account' | 'production' | 'session';
  readonly to?: string;
}

export interface UserMenuInput {
  readonly user: AuthUser;
  /** The key of the user's active client (client.key of user.clients[0]); null until it loads. */
  readonly clientKey: string | null;
  /** Logout is shown only outside production (isProductionHost). */
  readonly isProductionHost: boolean;
}

/**
 * The user menu (public-site §2 "Navbar" user menu, §6): Player page and Edit profile for everyone; Dashboard,
 * Source overview /client/{clientKey}/admin, Tally Viewer /client/{clientKey}/tally-viewer and Token for
 * production users (a client record; the client links once its key is known); Re-authenticate /login; Logout
 * only outside production.
 */
export function getUserMenuItems({
  user,
  clientKey,
  isProductionHost,
}: UserMenuInput): UserMenuItem[] {
  const items: UserMenuItem[] = [
    {
      key: 'player-page',
      label: ACCOUNT_TEXT.menuPlayerPage,
      section: 'account',
      to: getEntityPath('player', user.airtableID),
    },
    {
      key: 'edit-profile',
      label: ACCOUNT_TEXT.menuEditProfile,
      section: 'account',
      to: '/profile',
    },
  ];
  if (isProductionAccount(user)) {
    items.push({
      key: 'dashboard',
      label: ACCOUNT_TEXT.menuDashboard,
      section: 'production',
      to: '/dashboard',
    });
    if (clientKey) {
      const client = `/client/${encodeURIComponent(clientKey)}`;
      items.push(
        {
          key: 'source-overview',
          label: ACCOUNT_TEXT.menuSourceOverview,
          section: 'production',
          to: `${client}/admin`,
        },
        {
          key: 'tally-viewer',
          label: ACCOUNT_TEXT.menuTallyViewer,
          section: 'production',
          to: `${client}/tally-viewer`,
        },
      );
    }
    items.push({ key: 'token', label: ACCOUNT_TEXT.menuToken, section: 'production' });
  }
  items.push({
    key: 'reauthenticate',
    label: ACCOUNT_TEXT.menuReauthenticate,
    section: 'session',
    to: LOGIN_PATH,
  });
  if (!isProductionHost)
    items.push({ key: 'logout', label: ACCOUNT_TEXT.menuLogout, section: 'session' });
  return items;
}
