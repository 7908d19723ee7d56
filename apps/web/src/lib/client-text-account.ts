// The account texts of the web app's fixed user-facing texts (HOUSE-STYLE "Errors"): import them from
// ./client-text.ts, which re-exports them. A module of their own so that they load with the pages that show them,
// not in every page's entry chunk (issue 11 item 3).

/** Accounts: login flow, user menu, token modal and profile (public-site §2, §4, §5, §8; broadcast spec §2). */
export const ACCOUNT_TEXT = {
  // Login flow (public-site §2 "Login flow", §8).
  loginRedirecting: 'Taking you to Discord to log in…',
  loginBouncing: 'Taking you to the main site to log in…',
  loginContinue: 'Continue to Discord',
  loginNotShared:
    'Your last login did not reach this site. This browser may not share logins between the main site and ' +
    'event sites here.',
  authenticating: 'Authenticating', // spec
  hello: (name: string) => `Hello ${name}!`, // spec 'Hello {name}!'
  helloFallbackName: 'there',
  authError: 'Authentication error', // spec
  authRedirecting: 'Taking you to your page…',
  authTryAgain: 'Try again',
  authDeveloperDetail: 'Details for a developer',
  authHome: 'Go to the home page',
  // Sign-in hand-off to a mini-site (issue 12 item 1).
  handoffToMiniSite: 'Signing you in to the event site…',
  handoffSigningIn: 'Signing you in…',
  handoffNotStartedHere:
    'This sign-in link did not start in this browser, so it was not used. Please log in again.',
  handoffIncomplete: 'This sign-in link is incomplete. Please log in again.',
  handoffLogIn: 'Log in again',

  // Signed out on a protected page.
  signedOutHeading: 'You are not logged in',
  signedOutText: 'Log in with Discord to see this page.',

  // User menu (public-site §2 "Navbar" user menu).
  userMenuLabel: (name: string) => `Account menu for ${name}`,
  userMenuFallbackName: 'your account',
  loginMenuLabel: 'More login options',
  menuPlayerPage: 'Player page',
  menuEditProfile: 'Edit profile',
  menuDashboard: 'Dashboard',
  menuSourceOverview: 'Source overview',
  menuTallyViewer: 'Tally Viewer',
  menuToken: 'Token',
  menuReauthenticate: 'Re-authenticate',
  menuLogout: 'Logout',
  menuProduction: 'Production',

  // Token modal (public-site §5, §8).
  tokenTitle: 'Your token',
  tokenNotLoggedIn: 'You are not logged in.', // spec
  tokenExplain:
    'Your token logs production tools, such as the dashboard transmitter and overlays, in to your account. ' +
    'Anyone who has it can act as you.',
  tokenLabel: 'Token',
  tokenSafe: 'I will keep my token safe', // spec
  tokenCopy: 'Copy token',
  tokenCopied: 'Copied',
  tokenForceHeading: 'Use another token',
  tokenForceText: 'Paste a token to log in with it on this browser.',
  tokenForceLabel: 'Another token',
  tokenForcePlaceholder: 'Paste a token',
  tokenForceButton: 'Authenticate',
  tokenNoTokenSupplied: 'No token supplied. You can force a logout from the user dropdown.', // spec
  tokenAuthenticated: 'New token authenticated and stored', // spec

  // Profile page (public-site §2 "Profile page", §5; broadcast spec §2, §5).
  profileIntro: 'How you appear on player pages and broadcasts.',
  profileDetails: 'Account details',
  profilePreferences: 'Your profile',
  profileName: 'Name',
  profileBattletag: 'Battletag',
  profileReadOnlyHint: 'To change this, send a request in the support channel.',
  profileReadOnlyLabel: (field: string) => `Why can't I change my ${field}?`,
  profilePronouns: 'Pronouns',
  profilePronounsPlaceholder: 'Choose pronouns',
  profilePronunciation: 'Pronunciation',
  profilePronunciationDescription: 'How to say your name, for casters and hosts.',
  profilePronunciationPlaceholder: 'e.g. AY-duh LUV-lace',
  profileRole: 'Role',
  profileRolePlaceholder: 'Choose a role',
  profileFavouriteHero: 'Favourite hero',
  profileFavouriteHeroPlaceholder: 'Choose a hero',
  profileTheme: 'Profile picture theme',
  profileThemeDescription: 'The colours and logo around your profile picture.',
  profileThemePlaceholder: 'Choose a theme', // spec
  profileThemeTeams: 'Teams', // spec
  profileThemeEvents: 'Events', // spec
  profileThemeNone: 'Join a team to use its theme or its event’s theme.',
  profileThemeCurrent: 'Current theme',
  profileNotSet: 'Not set',
  profileSave: 'Save', // spec (broadcast §9)
  profileSaving: 'Saving', // spec
  profileSaved: 'Saved', // spec
  profilePlayerPage: 'View your player page',
  profileRestricted: 'You are restricted from editing your profile.', // spec
  profilePlayerMissing: 'Your player record could not be found. Please contact support.',
} as const;
