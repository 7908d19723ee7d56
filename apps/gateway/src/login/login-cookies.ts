/** The CSRF state of a Discord login, set by GET /auth/discord/redirect and checked by POST /auth/discord-login. */
export const STATE_COOKIE = 'castline_oauth_state';
/** The checked return URL of that login (answered as `return_to`). */
export const RETURN_COOKIE = 'castline_oauth_return';
/** Both live 10 minutes, only under /auth, HttpOnly (the web app never reads them). */
export const LOGIN_COOKIE_PATH = '/auth';
export const LOGIN_COOKIE_MAX_AGE_S = 600;
