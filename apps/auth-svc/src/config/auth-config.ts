import { z } from 'zod';
import { BaseConfigSchema, DatabaseConfigSchema, envFlag, envPort } from '@castline/nest-kit';

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' });
/** An optional setting: unset and '' both mean "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
/** A base URL without its trailing slash. */
const baseUrl = (fallback: string) =>
  httpUrl.default(fallback).transform((v) => v.replace(/\/+$/, ''));

/** auth-svc environment, parsed once at boot (HOUSE-STYLE "Config"). */
export const AuthConfigSchema = BaseConfigSchema.extend(DatabaseConfigSchema.shape).extend({
  HEALTH_PORT: envPort(9101),
  /** Load the demo users (and their printed tokens) when the users table is empty; refresh their expiry on start. */
  SEED_DEMO: envFlag(false),
  /** Fixed seed of the demo generator (must equal match-svc's so user ids are the demo Player ids). */
  DEMO_SEED: z.coerce.number().int().default(1),
  /** Lifetime of an issued token, in days. */
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Discord's REST API (the fake Discord's /api in local runs and tests). */
  DISCORD_API_BASE: baseUrl('https://discord.com/api'),
  /** The OAuth2 application; without id and secret, Discord login answers "not configured". */
  DISCORD_CLIENT_ID: optionalText,
  DISCORD_CLIENT_SECRET: optionalText,
  /** Where avatar images come from: `{DISCORD_CDN_URL}/avatars/{discord id}/{avatar hash}.png`. */
  DISCORD_CDN_URL: baseUrl('https://cdn.discordapp.com'),
  /** Longest wait for one Discord HTTP call. */
  DISCORD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
