import type { BracketTarget } from './bracket-target.js';

const SLOT_TARGET = /^(\d+)\.(\d+)$/;

/** Reads a connection target: `N.P`, champion, eliminated, advance, or free text (RULES c.2). */
export function parseBracketTarget(target: string | null | undefined): BracketTarget {
  const text = (target ?? '').trim();
  if (text === '') return { kind: 'none' };
  const slotMatch = SLOT_TARGET.exec(text);
  if (slotMatch) {
    const match = Number(slotMatch[1]);
    const slot = Number(slotMatch[2]);
    if (slot === 1 || slot === 2) return { kind: 'slot', match, slot };
    return { kind: 'invalid-slot', match, slot, text };
  }
  switch (text.toLowerCase()) {
    case 'champion':
      return { kind: 'champion' };
    case 'eliminated':
      return { kind: 'eliminated' };
    case 'advance':
      return { kind: 'advance' };
    default:
      return { kind: 'text', text };
  }
}
