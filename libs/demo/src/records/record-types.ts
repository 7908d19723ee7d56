import type { RecordKind, StoredRecord } from '@castline/contracts';

/** The stored record type of one kind, e.g. RecordOf<'match'> = MatchRecord. */
export type RecordOf<K extends RecordKind> = Extract<StoredRecord, { __kind: K }>;

/** The fields of a record that hold lists of strings (links and text sets). */
export type ListField<R> = { [F in keyof R]-?: R[F] extends string[] ? F : never }[keyof R] &
  string;

/** Field values a caller may set when creating a record (everything but id and __kind). */
export type RecordFields<K extends RecordKind> = Partial<Omit<RecordOf<K>, 'id' | '__kind'>>;
