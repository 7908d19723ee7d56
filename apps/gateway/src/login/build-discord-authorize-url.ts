/** OAuth: scope identify, prompt none (public-site §9). */
export const DISCORD_SCOPE = 'identify';
export const DISCORD_PROMPT = 'none';

export interface DiscordAuthorizeParams {
  /** e.g. https://discord.com/oauth2/authorize */
  authorizeUrl: string;
  clientId: string;
  /** `${PUBLIC_URL}/auth/discord/return` */
  redirectUri: string;
  state: string;
}

/**
 * public-site §2 "Login flow": the chat platform's authorize page with scope identify, response type code, prompt
 * none, the redirect back to /auth/discord/return and the CSRF state.
 */
export function buildDiscordAuthorizeUrl(params: DiscordAuthorizeParams): string {
  const url = new URL(params.authorizeUrl);
  url.searchParams.set('client_id', params.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', DISCORD_SCOPE);
  url.searchParams.set('prompt', DISCORD_PROMPT);
  url.searchParams.set('state', params.state);
  return url.toString();
}
