/** Record id constants (public-site §3 "Record ids", broadcast spec §9). */
export const RECORD_ID_PREFIX = 'rec';
/** A full record id: 'rec' + 14 base-62 characters. */
export const RECORD_ID_LENGTH = 17;
/** A record id without its 'rec' prefix. */
export const SHORT_RECORD_ID_LENGTH = 14;
/** The characters of a record id body, in the order generateRecordId maps random values to them. */
export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
