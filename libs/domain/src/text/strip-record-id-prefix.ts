import { RECORD_ID_LENGTH, RECORD_ID_PREFIX } from './record-id.js';

/** A 17-character id starting with 'rec' is stored and cached without the prefix (public-site §3); other ids pass unchanged. */
export function stripRecordIdPrefix(id: string): string {
  if (id.length === RECORD_ID_LENGTH && id.startsWith(RECORD_ID_PREFIX)) {
    return id.slice(RECORD_ID_PREFIX.length);
  }
  return id;
}
