import { z } from 'zod';

/**
 * Bounds every action body field shares, so a user's mistake (a huge number, a year-0 date, a megabyte of text)
 * is a 400 with a readable message at the gateway, never a database error. The architecture spec
 * (actions/bounded-fields.spec.ts) walks every action schema and fails on a field without bounds.
 */

/** The last millisecond of the year 9999 (UTC): 253402300799999. Postgres and Date both hold it. */
export const MAX_EPOCH_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** Earliest instant a match may start at. */
export const MIN_DATETIME_MS = Date.UTC(2000, 0, 1);
/** Highest match or map score a body may carry; the rules then compare it with first_to. */
export const MAX_SCORE = 999;
/** Longest URL a body may carry. */
export const MAX_URL_LENGTH = 2048;
/** Longest ISO 8601 date-time text (the longest legal form is about 35 characters). */
const MAX_DATETIME_LENGTH = 40;

/** A point in time as epoch milliseconds, from 1970 to the end of the year 9999. */
export const EpochMsSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_EPOCH_MS, { message: 'Must be a time before the year 10000' });

/** An ISO 8601 date-time with offset, between the year 2000 and the end of the year 9999 (UTC). */
export const BoundedDateTimeSchema = z.iso
  .datetime({ offset: true })
  .max(MAX_DATETIME_LENGTH)
  .refine(
    (text) => {
      const at = Date.parse(text);
      return at >= MIN_DATETIME_MS && at <= MAX_EPOCH_MS;
    },
    { message: 'Must be a date between the years 2000 and 9999' },
  );

/** An http(s) URL of at most MAX_URL_LENGTH characters (no javascript:, data: or other schemes). */
export function httpUrlSchema(message = 'Must be an http or https URL') {
  return z.url({ protocol: /^https?$/, message }).max(MAX_URL_LENGTH);
}

/** A score: an integer from 0 to MAX_SCORE. */
export const ScoreSchema = z.number().int().min(0).max(MAX_SCORE);
