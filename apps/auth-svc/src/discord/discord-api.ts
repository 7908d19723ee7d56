import { z } from 'zod';

/** The answer of POST /oauth2/token (Discord's access token response); only the fields we read are required. */
export const DiscordTokenGrantSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().optional(),
  scope: z.string().optional(),
});
export type DiscordTokenGrant = z.infer<typeof DiscordTokenGrantSchema>;

/** The answer of GET /users/@me with scope identify (Discord's user object, the fields we read). */
export const DiscordUserSchema = z.object({
  id: z.string().regex(/^[0-9]{1,25}$/),
  username: z.string().min(1),
  global_name: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
});
export type DiscordUser = z.infer<typeof DiscordUserSchema>;

/** How a Discord call failed: the user's code was refused, our setup is wrong, or Discord cannot be reached. */
export type DiscordFailureKind = 'rejected' | 'misconfigured' | 'unavailable';
export interface DiscordFailure {
  kind: DiscordFailureKind;
  /** A technical explanation (provider error names, HTTP statuses); never a code or token. */
  forDeveloper: string;
}

/** Thrown by a DiscordApi for every failed call. */
export class DiscordApiError extends Error {
  constructor(readonly failure: DiscordFailure) {
    super(failure.forDeveloper);
    this.name = 'DiscordApiError';
  }
}

/**
 * The Discord OAuth2 adapter (authorization-code grant, scope identify). The access token only passes through the
 * caller's memory: it is never stored or logged.
 */
export interface DiscordApi {
  /** POST /oauth2/token: exchanges an authorization code issued for `redirectUri`. */
  exchangeCode(code: string, redirectUri: string): Promise<DiscordTokenGrant>;
  /** GET /users/@me with the access token. */
  fetchCurrentUser(accessToken: string): Promise<DiscordUser>;
}
export const DISCORD_API = Symbol('DISCORD_API');
