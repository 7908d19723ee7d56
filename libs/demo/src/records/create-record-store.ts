import type { RecordKind, StoredRecord } from '@castline/contracts';
import { generateRecordId } from '@castline/domain';
import type { DemoRandom } from '../random/create-random.js';
import { createBlankRecord } from '@castline/contracts';
import type { ListField, RecordFields, RecordOf } from './record-types.js';

/** Holds the records of a generated season, in creation order, and keeps both sides of links in step. */
export interface RecordStore {
  /** A new unique record id ('rec' + 14 base-62 characters from the seeded PRNG). */
  newId(): string;
  /** Creates a complete record of a kind with the given fields set; the rest are "not set". */
  create<K extends RecordKind>(kind: K, fields?: RecordFields<K>): RecordOf<K>;
  /** Links a → b in a's field and b → a in b's field (both sides of a link, as the contracts require). */
  link<A extends StoredRecord, B extends StoredRecord>(
    a: A,
    aField: ListField<A>,
    b: B,
    bField: ListField<B>,
  ): void;
  /** A one-way link a → b (for fields without an inverse, e.g. map_pool or favourite_hero). */
  refer<A extends StoredRecord>(a: A, aField: ListField<A>, b: StoredRecord): void;
  /** Every record created so far, in creation order. */
  all(): StoredRecord[];
}

/** Creates the record store of a demo season (record ids per ARCHITECTURE §2, drawn from `random`). */
export function createRecordStore(random: DemoRandom): RecordStore {
  const records: StoredRecord[] = [];
  const ids = new Set<string>();
  const newId = (): string => {
    for (;;) {
      const id = generateRecordId((size) => random.bytes(size));
      if (!ids.has(id)) {
        ids.add(id);
        return id;
      }
    }
  };
  const push = (record: StoredRecord, field: string, id: string): void => {
    ((record as unknown as Record<string, string[]>)[field] as string[]).push(id);
  };
  return {
    newId,
    create: (kind, fields) => {
      const record = Object.assign(createBlankRecord(kind, newId()), fields);
      records.push(record);
      return record;
    },
    link: (a, aField, b, bField) => {
      push(a, aField, b.id);
      push(b, bField, a.id);
    },
    refer: (a, aField, b) => push(a, aField, b.id),
    all: () => [...records],
  };
}
