import type { AuthConfig } from '../config/auth-config.js';
import { HttpDiscordApi } from './http-discord-api.js';
import type { MaybeDiscordApi } from './discord-login.service.js';

/** The configured Discord adapter (DISCORD_API_BASE, client id and secret), or null when login is not configured. */
export function createDiscordApi(config: AuthConfig): MaybeDiscordApi {
  if (!config.DISCORD_CLIENT_ID || !config.DISCORD_CLIENT_SECRET) return null;
  return new HttpDiscordApi({
    apiBase: config.DISCORD_API_BASE,
    clientId: config.DISCORD_CLIENT_ID,
    clientSecret: config.DISCORD_CLIENT_SECRET,
    timeoutMs: config.DISCORD_TIMEOUT_MS,
  });
}
