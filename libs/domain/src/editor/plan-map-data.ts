import type { EditorMap } from './editor-state.js';
import { mergeMapEntry } from './merge-map-entry.js';

/** A stored map entry: an EditorMap with its record id. */
export type StoredEditorMap = EditorMap & { readonly id: string };

/** The match's maps after a map write, in order, and the ids of the entries created. */
export interface MapDataPlan {
  readonly maps: readonly StoredEditorMap[];
  readonly created: readonly string[];
}

/**
 * RULES.md (a) update-map-data writes: entries are matched to the match's maps by id (merged with mergeMapEntry);
 * an entry without an id is created with `newId()`. The match's maps become the entries in the order sent,
 * followed by the maps the list left out, in their stored order (nothing is deleted). Run checkMapData first.
 */
export function planMapData(
  existing: readonly StoredEditorMap[],
  entries: readonly EditorMap[],
  newId: () => string,
): MapDataPlan {
  const byId = new Map(existing.map((map) => [map.id, map]));
  const created: string[] = [];
  const sent = entries.map((entry): StoredEditorMap => {
    const base = entry.id ? byId.get(entry.id) : undefined;
    if (base) return { ...mergeMapEntry(base, entry), id: base.id };
    const id = newId();
    created.push(id);
    return { ...mergeMapEntry(null, entry), id };
  });
  const sentIds = new Set(sent.map((map) => map.id));
  return { maps: [...sent, ...existing.filter((map) => !sentIds.has(map.id))], created };
}
