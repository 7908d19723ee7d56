import { AUTH_TEXT } from '@castline/contracts';

/** User-facing texts of the Discord login (AUTH_TEXT of the contracts, RULES.md † copy), by failure kind. */
export const DISCORD_LOGIN_TEXT = {
  rejected: AUTH_TEXT.loginRejected,
  unavailable: AUTH_TEXT.discordUnavailable,
  misconfigured: AUTH_TEXT.discordMisconfigured,
  notConfigured: AUTH_TEXT.discordNotConfigured,
  notLinked: AUTH_TEXT.accountNotLinked,
} as const;
