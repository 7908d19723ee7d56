import { THINGS_UNAVAILABLE_MARK } from '@castline/contracts';
import type { GatherResult } from './gather-result.js';

/** The read path's answer: the JSON text of the list, and whether some ids could not be read. */
export interface AssembledThings {
  json: string;
  partial: boolean;
}

/**
 * ARCHITECTURE §3: the answer lists the requested ids in order, each as its record (`id` and `__id`) or, when
 * unknown or malformed, as `{__id}` only; then the appended themes that were found. An id some owner could
 * not answer for is not reported unknown: it is `{__id, __error: 'UNAVAILABLE'}` (a coded partial answer the
 * client asks for again, instead of showing a not-found page during a partial outage). Records go in as the
 * JSON texts their owners answered (issue 11 item 3: never parsed and re-serialised here).
 */
export function assembleThings(
  requested: readonly string[],
  malformed: ReadonlySet<string>,
  first: GatherResult,
  themeIds: readonly string[],
  themes: GatherResult,
): AssembledThings {
  const parts: string[] = [];
  let partial = false;
  for (const id of requested) {
    const record = first.found.get(id);
    if (record) parts.push(record.text);
    else if (malformed.has(id) || !first.unresolved.has(id))
      parts.push(JSON.stringify({ __id: id }));
    else {
      partial = true;
      parts.push(JSON.stringify({ __id: id, __error: THINGS_UNAVAILABLE_MARK }));
    }
  }
  for (const id of themeIds) {
    const theme = themes.found.get(id);
    if (theme) parts.push(theme.text);
  }
  return { json: `[${parts.join(',')}]`, partial };
}
