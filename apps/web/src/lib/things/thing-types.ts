/**
 * What the thing store holds for an id (public-site §3 "Records carry a loading marker"): the record, a loading
 * marker until it arrives, or a not-found marker when the server answered `{__id}` only.
 */

/** A record as the read path answers it: its fields plus `__id` (the id it was asked for). */
export type ThingRecord = { readonly __id: string; readonly id: string } & Record<string, unknown>;

/** The loading marker: the id was asked for and no answer has arrived yet. */
export interface LoadingThing {
  readonly __id: string;
  readonly __loading: true;
}

/** The not-found marker: the server answered `{__id}` only (unknown id). */
export interface MissingThing {
  readonly __id: string;
  readonly __missing: true;
}

/** One entry of the store: a loaded record of shape T, or a marker. */
export type Loadable<T = ThingRecord> =
  (T & { readonly __id: string }) | LoadingThing | MissingThing;

/** The loading marker of an id. */
export function createLoadingThing(id: string): LoadingThing {
  return { __id: id, __loading: true };
}

/** The not-found marker of an id. */
export function createMissingThing(id: string): MissingThing {
  return { __id: id, __missing: true };
}

/** True while the record has not arrived (spinner). */
export function isThingLoading(thing: unknown): thing is LoadingThing {
  return (
    typeof thing === 'object' &&
    thing !== null &&
    (thing as { __loading?: unknown }).__loading === true
  );
}

/** True when the server does not know the id. */
export function isThingMissing(thing: unknown): thing is MissingThing {
  return (
    typeof thing === 'object' &&
    thing !== null &&
    (thing as { __missing?: unknown }).__missing === true
  );
}

/** True for a loaded record. */
export function isThingReady<T>(
  thing: Loadable<T> | null | undefined,
): thing is T & { readonly __id: string } {
  return (
    typeof thing === 'object' && thing !== null && !isThingLoading(thing) && !isThingMissing(thing)
  );
}

/** The loaded records of a list, in order (markers left out). */
export function readyThings<T>(
  things: readonly Loadable<T>[] | null | undefined,
): (T & { readonly __id: string })[] {
  return (things ?? []).filter((thing): thing is T & { readonly __id: string } =>
    isThingReady(thing),
  );
}

/**
 * A record whose link fields have been replaced by the linked records: `WithLinks<MatchRecord, { teams:
 * Loadable<TeamRecord>[] }>`. Used as the result type of a hydration tree.
 */
export type WithLinks<R, L> = Omit<R, keyof L> & L;

/** A hydration tree: `true` replaces a link field by its records; an object also hydrates their links. */
export interface HydrationTree {
  readonly [field: string]: true | HydrationTree;
}
