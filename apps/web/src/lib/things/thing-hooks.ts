import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useThingStore } from './thing-context.js';
import { hydrateThing } from './hydrate-thing.js';
import { TrackedQuery } from './tracked-query.js';
import type { HydrationTree, Loadable, ThingRecord } from './thing-types.js';

const noop = (): void => undefined;
const noSubscription = (): (() => void) => noop;

/**
 * One record by id (public-site §3): the loading marker until it arrives, the not-found marker for an unknown
 * id, else the record. Re-renders only when that id changes. `null` / `undefined` ids answer undefined.
 */
export function useThing<T = ThingRecord>(id: string | null | undefined): Loadable<T> | undefined {
  const store = useThingStore();
  const subscribe = useCallback(
    (listener: () => void) => (id ? store.subscribe(id, listener) : noop),
    [store, id],
  );
  const getSnapshot = useCallback(() => (id ? store.get(id) : undefined), [store, id]);
  return useSyncExternalStore(id ? subscribe : noSubscription, getSnapshot) as
    Loadable<T> | undefined;
}

/** Several records by id, in order; re-renders when one of them changes. */
export function useThings<T = ThingRecord>(ids: readonly string[]): Loadable<T>[] {
  const store = useThingStore();
  const key = ids.join(',');
  const query = useMemo(
    () => new TrackedQuery(store, (get) => (key === '' ? [] : key.split(',')).map(get)),
    [store, key],
  );
  return useSyncExternalStore(query.subscribe, query.getSnapshot) as Loadable<T>[];
}

/**
 * A record with its links replaced by records, following a hydration tree: `useHydrated(id, { teams: { theme:
 * true }, event: { theme: true } })`. Listens to every record of the tree, and only to those.
 */
export function useHydrated<T = ThingRecord>(
  id: string | null | undefined,
  tree: HydrationTree,
): Loadable<T> | undefined {
  const store = useThingStore();
  const treeKey = JSON.stringify(tree);
  const query = useMemo(() => {
    const parsedTree = JSON.parse(treeKey) as HydrationTree;
    return new TrackedQuery(store, (get) => (id ? hydrateThing(get, id, parsedTree) : undefined));
  }, [store, id, treeKey]);
  return useSyncExternalStore(query.subscribe, query.getSnapshot) as Loadable<T> | undefined;
}

/** Several hydrated records, in order. */
export function useHydratedList<T = ThingRecord>(
  ids: readonly string[],
  tree: HydrationTree,
): Loadable<T>[] {
  const store = useThingStore();
  const key = ids.join(',');
  const treeKey = JSON.stringify(tree);
  const query = useMemo(() => {
    const parsedTree = JSON.parse(treeKey) as HydrationTree;
    const list = key === '' ? [] : key.split(',');
    return new TrackedQuery(store, (get) => list.map((id) => hydrateThing(get, id, parsedTree)));
  }, [store, key, treeKey]);
  return useSyncExternalStore(query.subscribe, query.getSnapshot) as Loadable<T>[];
}
