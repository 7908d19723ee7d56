import { BASE62_ALPHABET, RECORD_ID_PREFIX, SHORT_RECORD_ID_LENGTH } from './record-id.js';

/** A source of random bytes, e.g. `(n) => crypto.getRandomValues(new Uint8Array(n))` or node's randomBytes. */
export type RandomBytesSource = (size: number) => Uint8Array;

// 248 = 4 × 62: bytes at or above it are skipped so every character is equally likely.
const UNBIASED_LIMIT = 248;
const MAX_DRAWS = 64;

/**
 * Makes a new record id, 'rec' + 14 base-62 characters (public-site §3 record ids). The random source is passed
 * in; bytes are drawn in batches and mapped without modulo bias. Throws if the source keeps giving unusable bytes.
 */
export function generateRecordId(randomBytes: RandomBytesSource): string {
  let body = '';
  for (let draw = 0; draw < MAX_DRAWS && body.length < SHORT_RECORD_ID_LENGTH; draw += 1) {
    for (const byte of randomBytes(SHORT_RECORD_ID_LENGTH)) {
      if (byte < UNBIASED_LIMIT) body += BASE62_ALPHABET[byte % 62] ?? '';
      if (body.length === SHORT_RECORD_ID_LENGTH) break;
    }
  }
  if (body.length < SHORT_RECORD_ID_LENGTH) {
    throw new Error('The random source did not give enough usable bytes for a record id');
  }
  return `${RECORD_ID_PREFIX}${body}`;
}
