import type { DataSource, EntityManager } from 'typeorm';

class Rollback extends Error {}

/**
 * The records a full rebuild would change right now: runs `rebuildIn` (every stored record, derived record
 * and mirror recomputed from scratch) in a transaction that is always rolled back, and answers the ids the
 * store reported as different. Empty means the read model equals a from-scratch recompute (the no-lost-updates
 * check of the stack tests; an operator's consistency check).
 */
export async function findReadModelDrift(
  dataSource: DataSource,
  rebuildIn: (manager: EntityManager) => Promise<string[]>,
): Promise<string[]> {
  let drifted: string[] = [];
  try {
    await dataSource.transaction(async (manager) => {
      drifted = [...new Set(await rebuildIn(manager))].sort();
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return drifted;
}
