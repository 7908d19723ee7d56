import { BRACKET_TEXTS } from '../schema/bracket-texts.js';
import { fillBracketText } from '../schema/fill-bracket-text.js';
import type { ResolveCounts } from './resolve-bracket-types.js';

/** The resolver's answer text (RULES c.8 step 6): the summary, or "No changes" when nothing happened. */
export function formatResolveMessage(counts: ResolveCounts): string {
  if (counts.matchesUpdated + counts.conflicts + counts.teamsRanked === 0)
    return BRACKET_TEXTS.noChanges;
  return fillBracketText('resolveSummary', {
    n: counts.matchesUpdated,
    c: counts.slotsCorrected,
    k: counts.conflicts,
    r: counts.teamsRanked,
  });
}
