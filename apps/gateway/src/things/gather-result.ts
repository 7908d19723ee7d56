/** A record as the read path answers it: its JSON text, and the id of its single theme (or null). */
export interface FoundThing {
  /** The record's JSON text (`__id` and `id` included), written into the answer as it is. */
  text: string;
  /** The one id of a `theme` list of exactly one string: the read path appends that theme. */
  theme: string | null;
}

/** What one scatter-gather round collected from the owning services. */
export interface GatherResult {
  /** Records by the id they were asked for. */
  found: Map<string, FoundThing>;
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
