import { z } from 'zod';

/** An optional REDIS_URL: empty is unset; otherwise a redis:// or rediss:// URL. */
export const envRedisUrl = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine(
      (v) => v === undefined || /^rediss?:\/\/\S+$/.test(v),
      'must be a redis:// or rediss:// URL',
    );
