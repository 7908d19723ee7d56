/** How many record ids the fan-out remembers versions for (bounded memory; least recently changed go first). */
export const DEFAULT_VERSION_MEMORY = 100_000;

/**
 * Makes the fan-out idempotent by version per id (ARCHITECTURE §4.5): a change is accepted only when its
 * version is newer than the last one accepted for that id. Remembers the last `maxIds` ids (LRU); an id that
 * fell out is accepted again, which at worst re-sends data a client already has.
 */
export class VersionFilter {
  private readonly versions = new Map<string, number>();

  constructor(private readonly maxIds = DEFAULT_VERSION_MEMORY) {
    if (!Number.isInteger(maxIds) || maxIds < 1)
      throw new Error('maxIds must be a positive integer');
  }

  /** True (and remembered) when `version` is newer than the last accepted version of `id`. */
  accept(id: string, version: number): boolean {
    const last = this.versions.get(id);
    if (last !== undefined && version <= last) return false;
    this.versions.delete(id);
    this.versions.set(id, version);
    if (this.versions.size > this.maxIds) {
      const oldest = this.versions.keys().next();
      if (!oldest.done) this.versions.delete(oldest.value);
    }
    return true;
  }

  get size(): number {
    return this.versions.size;
  }
}
