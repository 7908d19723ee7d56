import {
  isThingReady,
  type HydrationTree,
  type Loadable,
  type ThingRecord,
} from './thing-types.js';

/** Reads an id from the store (and asks for it when new). */
export type ThingGetter = (id: string) => Loadable;

function hydrateRecord(get: ThingGetter, record: ThingRecord, tree: HydrationTree): ThingRecord {
  const hydrated: Record<string, unknown> = { ...record };
  for (const [field, subtree] of Object.entries(tree)) {
    const links = record[field];
    if (!Array.isArray(links)) continue;
    hydrated[field] = links
      .filter((link): link is string => typeof link === 'string')
      .map((link) => {
        const linked = get(link);
        if (subtree === true || !isThingReady(linked)) return linked;
        return hydrateRecord(get, linked, subtree);
      });
  }
  return hydrated as ThingRecord;
}

/**
 * A record and the records it links to (public-site §3, ARCHITECTURE §2 "Links between records are arrays of
 * ids"): every link field named in the tree is replaced by its records (each loaded, loading or missing), and
 * nested trees hydrate those records' links in turn.
 */
export function hydrateThing(get: ThingGetter, id: string, tree: HydrationTree): Loadable {
  const thing = get(id);
  if (!isThingReady(thing)) return thing;
  return hydrateRecord(get, thing, tree);
}
