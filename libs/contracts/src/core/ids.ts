import { z } from 'zod';

/** Base-62 alphabet used by record ids. */
export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A record id: 'rec' + 14 base-62 characters (17 characters). */
export const RECORD_ID_PATTERN = /^rec[0-9A-Za-z]{14}$/;
export const RecordIdSchema = z.string().regex(RECORD_ID_PATTERN, 'Not a record id');
export type RecordId = z.infer<typeof RecordIdSchema>;

/** Any id the read path accepts: a record id or a derived key (special:…, subdomain-…, broadcast-…, …). */
export const ThingIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9:_\-.]+$/, 'Ids contain only letters, digits and : _ - .');
export type ThingId = z.infer<typeof ThingIdSchema>;
