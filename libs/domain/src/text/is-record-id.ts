const RECORD_ID = /^rec[0-9A-Za-z]{14}$/;

/** True for a full record id: 'rec' followed by 14 base-62 characters (public-site §3 record ids). */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID.test(value);
}
