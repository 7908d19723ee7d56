import type { EntityManager } from 'typeorm';

/**
 * Serialises the recompute of derived and mirror records per key (issue: no lost updates). Takes a
 * transaction-scoped advisory lock per key, in sorted order (so two writers never wait on each other in a
 * cycle), BEFORE the inputs are read: under READ COMMITTED the second writer then reads the first writer's
 * committed inputs and writes the newer value with the higher version. Locks are released at commit or
 * rollback; taking a lock the transaction already holds is free.
 *
 * Keys are namespaced by schema (`<schema>:<key>`), e.g. `derived:special:upcoming-matches`,
 * `bracket:recX`, `standings:recEvent`, `mirror:broadcast-main`.
 */
export async function lockKeys(
  manager: EntityManager,
  schema: string,
  keys: readonly string[],
): Promise<void> {
  const unique = [...new Set(keys)].sort();
  if (unique.length === 0) return;
  await manager.query(
    // unnest yields the (sorted) array in order, and the locks are taken row by row in that order.
    `SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || k, 0)) FROM unnest($2::text[]) AS k`,
    [schema, unique],
  );
}

/** Lock key builders shared by the services, so one key never gets two spellings. */
export const LOCK_KEYS = {
  derived: (id: string) => `derived:${id}`,
  bracket: (bracketId: string) => `bracket:${bracketId}`,
  standings: (eventId: string) => `standings:${eventId}`,
  mirror: (mirrorId: string) => `mirror:${mirrorId}`,
} as const;
