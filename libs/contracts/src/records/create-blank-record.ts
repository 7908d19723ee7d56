import { BLANK_RECORDS } from './blank-records.js';
import type { RecordKind, RecordOf } from './index.js';

/** A record of the given kind with every field "not set" (contracts records); lists are fresh arrays. */
export function createBlankRecord<K extends RecordKind>(kind: K, id: string): RecordOf<K> {
  const blank = BLANK_RECORDS[kind] as Readonly<Record<string, unknown>>;
  const record: Record<string, unknown> = { id };
  for (const [field, value] of Object.entries(blank))
    record[field] = Array.isArray(value) ? [] : value;
  return record as RecordOf<K>;
}
