import type { BracketLinkKind } from '../layout/bracket-target.js';

/** Stored provenance of a resolver write: `fed:{bracket}:{N}.{win|lose}` (RULES c.6). */
export function formatSlotSource(
  bracketId: string,
  matchNumber: number,
  kind: BracketLinkKind,
): string {
  return `fed:${bracketId}:${matchNumber}.${kind}`;
}
