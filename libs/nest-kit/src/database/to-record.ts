import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/**
 * Maps an entity to the spec's record shape: every field of the record schema is read from the entity property
 * of the same name (Dates become ISO strings), `__kind` is set, and the result is checked against the schema so a
 * record that leaves a service always matches its contract.
 */
export function toRecord<S extends z.ZodObject<Shape>>(
  schema: S,
  kind: string,
  entity: object,
): z.infer<S> {
  const source = entity as Record<string, unknown>;
  const out: Record<string, unknown> = { __kind: kind };
  for (const key of Object.keys(schema.shape)) {
    if (key === '__kind') continue;
    out[key] = normalise(source[key]);
  }
  return schema.parse(out);
}

/** The reverse for loaders (seed, fixtures): copies the record's fields onto a new entity. */
export function fromRecord<E extends object>(
  EntityClass: new () => E,
  record: Record<string, unknown>,
): E {
  const entity = new EntityClass();
  for (const [key, value] of Object.entries(record)) {
    if (key === '__kind' || key === '__id') continue;
    (entity as Record<string, unknown>)[key] = value;
  }
  return entity;
}
