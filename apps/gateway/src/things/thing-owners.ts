/**
 * Which service answered each record id (records never move between services, and ids are never reused), so the
 * read path asks only that owner for it next time instead of every owner: on the benchmark season a 500-id
 * POST /things cost broadcast-svc 5 ms of CPU (and Postgres a query per chunk) for ids it never had. Ids not seen
 * yet, and ids whose owner is not asked in a round, go to every owner. Bounded: the oldest entries go first.
 */
export class ThingOwners<O extends string> {
  private readonly owners = new Map<string, O>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.owners.size;
  }

  /** Remembers the owner that answered `id`. */
  learn(id: string, owner: O): void {
    if (this.maxEntries <= 0 || this.owners.get(id) === owner) return;
    this.owners.delete(id);
    this.owners.set(id, owner);
    while (this.owners.size > this.maxEntries) {
      const oldest = this.owners.keys().next();
      if (oldest.done) break;
      this.owners.delete(oldest.value);
    }
  }

  /**
   * The ids each of `owners` is asked for: an id with a known owner among them goes to that owner alone, any
   * other id to all of them. Answers owner → ids (in the given order), owners with no id left out.
   */
  route(ids: readonly string[], owners: readonly O[]): Map<O, string[]> {
    const asked = new Set(owners);
    const routes = new Map<O, string[]>(owners.map((o) => [o, []]));
    for (const id of ids) {
      const known = this.owners.get(id);
      if (known !== undefined && asked.has(known)) routes.get(known)?.push(id);
      else for (const owner of owners) routes.get(owner)?.push(id);
    }
    for (const [owner, list] of routes) if (list.length === 0) routes.delete(owner);
    return routes;
  }
}
