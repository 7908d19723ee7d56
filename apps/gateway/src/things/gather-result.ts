import type { Thing } from '@castline/contracts';

/** What one scatter-gather round collected from the owning services. */
export interface GatherResult {
  /** Records by the id they were asked for (each with `id` and `__id`). */
  found: Map<string, Thing>;
  /** Ids not found while some owner failed to answer for them: unknown cannot be told from unavailable. */
  unresolved: Set<string>;
  /** Owner requests that answered / failed. */
  answered: number;
  failed: number;
  /** Owners that failed at least one request of the round. */
  failedOwners: Set<string>;
}

export function emptyGatherResult(): GatherResult {
  return {
    found: new Map(),
    unresolved: new Set(),
    answered: 0,
    failed: 0,
    failedOwners: new Set(),
  };
}
