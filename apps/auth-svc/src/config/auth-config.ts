import path from 'node:path';
import { z } from 'zod';
import {
  BaseConfigSchema,
  DatabaseConfigSchema,
  DemoSeedConfigSchema,
  envPort,
  refuseDemoSeedInProduction,
} from '@castline/nest-kit';

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' });
/** An optional setting: unset and '' both mean "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
/** A base URL without its trailing slash. */
const baseUrl = (fallback: string) =>
  httpUrl.default(fallback).transform((v) => v.replace(/\/+$/, ''));

/** An optional file path (unset or '' = none), made absolute against the working directory. */
const optionalFilePath = optionalText
  .refine((v) => v === undefined || (!v.includes('\0') && !/[/\\]$/.test(v)), {
    message: 'must be a file path (not a directory)',
  })
  .transform((v) => (v ? path.resolve(v) : undefined));

/**
 * auth-svc environment, parsed once at boot (HOUSE-STYLE "Config"). SEED_DEMO loads the demo users into an empty
 * users table with fresh random tokens (refused with NODE_ENV=production unless DEMO_IN_PRODUCTION=1); DEMO_SEED
 * must equal match-svc's so user ids are the demo Player ids.
 */
export const AuthConfigSchema = BaseConfigSchema.extend(DatabaseConfigSchema.shape)
  .extend(DemoSeedConfigSchema.shape)
  .extend({
    HEALTH_PORT: envPort(9101),
    /**
     * Where the first demo seed writes the demo logins (JSON, mode 0600, parent folder created); unset: they are only
     * logged, once. Later starts never write it again: the tokens exist only there, the database keeps their hashes.
     */
    DEMO_LOGINS_FILE: optionalFilePath,
    /** Lifetime of an issued token, in days. */
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Lifetime of a hand-off code (sign-in carried from the main site to a mini-site), in seconds. */
    HANDOFF_TTL_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
    /** Discord's REST API (the fake Discord's /api in local runs and tests). */
    DISCORD_API_BASE: baseUrl('https://discord.com/api'),
    /** The OAuth2 application; without id and secret, Discord login answers "not configured". */
    DISCORD_CLIENT_ID: optionalText,
    DISCORD_CLIENT_SECRET: optionalText,
    /** Where avatar images come from: `{DISCORD_CDN_URL}/avatars/{discord id}/{avatar hash}.png`. */
    DISCORD_CDN_URL: baseUrl('https://cdn.discordapp.com'),
    /** Longest wait for one Discord HTTP call. */
    DISCORD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  })
  .superRefine(refuseDemoSeedInProduction);
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
