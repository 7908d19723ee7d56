import { f, RECORD_SCHEMAS, type StoredRecord } from '@castline/contracts';
import { INVERSE_LINKS, LINK_TARGETS } from './link-rules.js';

type AnyRecord = Readonly<Record<string, unknown>> & {
  readonly id: string;
  readonly __kind: string;
};

function listOf(record: AnyRecord, field: string): readonly string[] {
  const value = record[field];
  return Array.isArray(value) ? (value as string[]) : [];
}

/**
 * Checks the links of a set of records (public-site §3: links are arrays of record ids): every id points at an
 * existing record of an allowed kind (LINK_TARGETS), no list repeats an id, and both sides of every two-way link
 * (INVERSE_LINKS) agree. Returns readable problems; an empty list means the links are consistent.
 */
export function findLinkProblems(records: readonly StoredRecord[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, AnyRecord>();
  for (const record of records) {
    if (byId.has(record.id)) problems.push(`${record.id} is used by two records`);
    byId.set(record.id, record);
  }

  for (const record of byId.values()) {
    const kind = record.__kind as keyof typeof RECORD_SCHEMAS;
    const shape = RECORD_SCHEMAS[kind].shape as Readonly<Record<string, unknown>>;
    const rules = LINK_TARGETS[kind];
    for (const [field, schema] of Object.entries(shape)) {
      if (schema !== f.links) continue;
      const ids = listOf(record, field);
      if (new Set(ids).size !== ids.length)
        problems.push(`${kind} ${record.id}.${field} repeats an id`);
      const allowed = rules[field];
      for (const id of ids) {
        const target = byId.get(id);
        if (!target) problems.push(`${kind} ${record.id}.${field} points at missing ${id}`);
        else if (!allowed?.includes(target.__kind as keyof typeof RECORD_SCHEMAS)) {
          problems.push(`${kind} ${record.id}.${field} points at a ${target.__kind} (${id})`);
        }
      }
    }
  }

  for (const [[kindA, fieldA], [kindB, fieldB]] of INVERSE_LINKS) {
    for (const [[fromKind, fromField], [toKind, toField]] of [
      [
        [kindA, fieldA],
        [kindB, fieldB],
      ],
      [
        [kindB, fieldB],
        [kindA, fieldA],
      ],
    ] as const) {
      for (const record of byId.values()) {
        if (record.__kind !== fromKind) continue;
        for (const id of listOf(record, fromField)) {
          const target = byId.get(id);
          if (target?.__kind === toKind && !listOf(target, toField).includes(record.id)) {
            problems.push(
              `${fromKind} ${record.id}.${fromField} lists ${id}, but ${toKind}.${toField} does not list it back`,
            );
          }
        }
      }
    }
  }
  return problems;
}
