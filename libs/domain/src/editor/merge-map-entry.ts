import type { EditorMap } from './editor-state.js';

/**
 * RULES.md (a) update-map-data: a map entry as stored after a write. Every field the patch carries (not undefined)
 * replaces the stored one, the others stay; replay_code is stored trimmed and uppercased (empty means none).
 */
export function mergeMapEntry(base: EditorMap | null | undefined, patch: EditorMap): EditorMap {
  const merged: Record<string, unknown> = { ...(base ?? {}) };
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) merged[field] = value;
  }
  if (typeof merged['replay_code'] === 'string') {
    const code = merged['replay_code'].trim().toUpperCase();
    merged['replay_code'] = code === '' ? null : code;
  }
  return merged;
}
