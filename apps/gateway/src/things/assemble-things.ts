import type { Thing } from '@castline/contracts';
import type { GatherResult } from './gather-result.js';

/**
 * ARCHITECTURE §3: the answer lists the requested ids in order, each as its record (`id` and `__id`) or, when
 * unknown or malformed, as `{__id}` only; then the appended themes that were found. An id some owner could
 * not answer for is left out rather than reported unknown (the client keeps waiting instead of showing a
 * not-found page during a partial outage).
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
  }
  for (const id of themeIds) {
    const theme = themes.found.get(id);
    if (theme) answer.push(theme);
  }
  return answer;
}
