import { z } from 'zod';

/** A fixed-window budget: `points` requests per `durationSeconds` for one key. */
export interface RateBudget {
  points: number;
  durationSeconds: number;
}

/**
 * The window budget of a "burst, then a steady rate" setting: the burst is allowed at once, and over time the
 * average is the rate (BURST points per BURST / RATE seconds, at least one second).
 */
export function budgetFromRate(burst: number, perSecond: number): RateBudget {
  return { points: burst, durationSeconds: Math.max(1, Math.round(burst / perSecond)) };
}

/** A positive whole-number limit from the environment. */
export const envLimit = (defaultValue: number, max = 1_000_000) =>
  z.coerce.number().int().min(1).max(max).default(defaultValue);
