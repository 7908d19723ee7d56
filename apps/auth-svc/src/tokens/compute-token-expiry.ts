const DAY_MS = 24 * 60 * 60 * 1000;

/** Token lifetime (TOKEN_TTL_DAYS, 30 by default): the instant a token issued at `issuedAt` stops being valid. */
export function computeTokenExpiry(issuedAt: Date, ttlDays: number): Date {
  if (!Number.isInteger(ttlDays) || ttlDays < 1)
    throw new RangeError(`ttlDays must be a positive integer, got ${ttlDays}`);
  return new Date(issuedAt.getTime() + ttlDays * DAY_MS);
}
