import type { RecordKind, RecordOf } from '@castline/contracts';

export type { RecordOf };

/** The fields of a record that hold lists of strings (links and text sets). */
export type ListField<R> = { [F in keyof R]-?: R[F] extends string[] ? F : never }[keyof R] &
  string;

/** Field values a caller may set when creating a record (everything but id and __kind). */
export type RecordFields<K extends RecordKind> = Partial<Omit<RecordOf<K>, 'id' | '__kind'>>;
