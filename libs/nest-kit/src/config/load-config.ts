import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once at boot with a zod schema. Every problem is listed by variable name.
 * This is the only place that reads process.env (apps pass nothing, tests pass their own env).
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.join('.') || '(env)';
    const value = issue.path.length ? env[String(issue.path[0])] : undefined;
    return `${key}: ${issue.message}${value === undefined ? ' (not set)' : ''}`;
  });
  throw new ConfigError(problems);
}

const truthy = new Set(['1', 'true', 'yes', 'on']);
/** An env flag: '1', 'true', 'yes', 'on' are true; unset is the default. */
export const envFlag = (defaultValue = false) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? defaultValue : truthy.has(v.toLowerCase())));

export const envPort = (defaultPort: number) =>
  z.coerce.number().int().min(0).max(65535).default(defaultPort);

/** Settings every backend process shares. */
export const BaseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Prefix for every NATS subject and stream, so several stacks (or test runs) share one NATS server. */
  NATS_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,30}$/, 'lower-case letters, digits and _ only')
    .default('castline'),
  INSTANCE_ID: z.string().min(1).default(`${process.pid}`),
});
export type BaseConfig = z.infer<typeof BaseConfigSchema>;

export const DatabaseConfigSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
});
