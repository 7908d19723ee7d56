import { z } from 'zod';
import {
  BaseConfigSchema,
  DatabaseConfigSchema,
  DemoSeedConfigSchema,
  envFlag,
  envPort,
  refuseDemoSeedInProduction,
} from '@castline/nest-kit';

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' });
/** A base URL without its trailing slash. */
const baseUrl = (fallback: string) =>
  httpUrl.default(fallback).transform((v) => v.replace(/\/+$/, ''));
/** A Discord bot token (unset or '' = none): printable, no spaces, never logged. */
const optionalBotToken = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || /^[\x21-\x7e]{20,200}$/.test(v), {
    message: 'must be a Discord bot token (20 to 200 printable characters, no spaces)',
  });

/**
 * match-svc environment, parsed once at boot. SEED_DEMO loads the demo season when the match schema is empty
 * (refused with NODE_ENV=production unless DEMO_IN_PRODUCTION=1). The notifier (RULES b.7) posts through the
 * Discord bot when DISCORD_BOT_TOKEN is set, and only logs what it would have posted otherwise.
 */
export const MatchConfigSchema = BaseConfigSchema.extend(DatabaseConfigSchema.shape)
  .extend(DemoSeedConfigSchema.shape)
  .extend({
    HEALTH_PORT: envPort(9102),
    /** Test hook: exit after a commit, before publishing (proves the outbox covers crashes). */
    TEST_CRASH_BEFORE_PUBLISH: envFlag(false),
    /** The public site, for the links in chat messages (`{PUBLIC_URL}/match/{id}/score-reporting`). */
    PUBLIC_URL: baseUrl('http://localhost:8080'),
    /** Discord's REST API without the version (the fake Discord's /api in local runs and tests). */
    DISCORD_API_BASE: baseUrl('https://discord.com/api'),
    /** The notifier's bot token (`Authorization: Bot …`); unset: the notifier logs what it would have posted. */
    DISCORD_BOT_TOKEN: optionalBotToken,
    /** Longest wait for one Discord HTTP call of the notifier. */
    DISCORD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  })
  .superRefine(refuseDemoSeedInProduction);
export type MatchConfig = z.infer<typeof MatchConfigSchema>;
