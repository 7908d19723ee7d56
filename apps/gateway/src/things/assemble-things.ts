import { THINGS_UNAVAILABLE_MARK, type Thing } from '@castline/contracts';
import type { GatherResult } from './gather-result.js';

/**
 * ARCHITECTURE §3: the answer lists the requested ids in order, each as its record (`id` and `__id`) or, when
 * unknown or malformed, as `{__id}` only; then the appended themes that were found. An id some owner could
 * not answer for is not reported unknown: it is `{__id, __error: 'UNAVAILABLE'}` (a coded partial answer the
 * client asks for again, instead of showing a not-found page during a partial outage).
 */
export function assembleThings(
  requested: readonly string[],
  malformed: ReadonlySet<string>,
  first: GatherResult,
  themeIds: readonly string[],
  themes: GatherResult,
): Thing[] {
  const answer: Thing[] = [];
  for (const id of requested) {
    const record = first.found.get(id);
    if (record) answer.push(record);
    else if (malformed.has(id) || !first.unresolved.has(id)) answer.push({ __id: id });
    else answer.push({ __id: id, __error: THINGS_UNAVAILABLE_MARK });
  }
  for (const id of themeIds) {
    const theme = themes.found.get(id);
    if (theme) answer.push(theme);
  }
  return answer;
}
