import type { ThingStore } from './thing-store.js';
import type { ThingGetter } from './hydrate-thing.js';
import type { Loadable } from './thing-types.js';

/**
 * A value computed from store entries that remembers which entries it read, listens to exactly those ids and
 * recomputes only when one of them changed (public-site §3 hooks: "re-rendering only what changed"). Made for
 * `useSyncExternalStore`: `getSnapshot` answers the same value until a dependency changes.
 */
export class TrackedQuery<T> {
  private value: T | undefined;
  private computed = false;
  private deps = new Map<string, Loadable>();
  private readonly unsubscribers = new Map<string, () => void>();
  private listener: (() => void) | null = null;

  constructor(
    private readonly store: ThingStore,
    private readonly compute: (get: ThingGetter) => T,
  ) {}

  /** The current value (recomputed only when an entry it read has changed). */
  readonly getSnapshot = (): T => {
    if (this.isStale()) {
      this.recompute();
      if (this.listener) this.syncSubscriptions();
    }
    return this.value as T;
  };

  /** Listens to every id the value was computed from. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listener = listener;
    if (this.isStale()) this.recompute();
    this.syncSubscriptions();
    return () => {
      this.listener = null;
      for (const unsubscribe of this.unsubscribers.values()) unsubscribe();
      this.unsubscribers.clear();
    };
  };

  private isStale(): boolean {
    if (!this.computed) return true;
    for (const [id, entry] of this.deps) if (this.store.peek(id) !== entry) return true;
    return false;
  }

  private recompute(): void {
    const deps = new Map<string, Loadable>();
    const get: ThingGetter = (id) => {
      const entry = this.store.get(id);
      deps.set(id, entry);
      return entry;
    };
    this.value = this.compute(get);
    this.deps = deps;
    this.computed = true;
  }

  private readonly onEntryChange = (): void => {
    if (!this.isStale()) return;
    this.recompute();
    this.syncSubscriptions();
    this.listener?.();
  };

  private syncSubscriptions(): void {
    for (const [id, unsubscribe] of this.unsubscribers) {
      if (!this.deps.has(id)) {
        unsubscribe();
        this.unsubscribers.delete(id);
      }
    }
    for (const id of this.deps.keys()) {
      if (!this.unsubscribers.has(id))
        this.unsubscribers.set(id, this.store.subscribe(id, this.onEntryChange));
    }
  }
}
