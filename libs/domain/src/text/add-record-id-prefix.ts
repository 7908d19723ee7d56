import { RECORD_ID_PREFIX, SHORT_RECORD_ID_LENGTH } from './record-id.js';

/** A 14-character id is shown with the 'rec' prefix added (public-site §3, broadcast spec §9); other ids pass unchanged. */
export function addRecordIdPrefix(id: string): string {
  return id.length === SHORT_RECORD_ID_LENGTH ? `${RECORD_ID_PREFIX}${id}` : id;
}
