import type { BracketLinkKind } from '../layout/bracket-target.js';

/** Provenance of a match slot or a team rank (RULES c.6). */
export type SlotSource =
  | { readonly kind: 'hand' }
  | {
      readonly kind: 'fed';
      readonly bracket: string;
      readonly match: number;
      readonly link: BracketLinkKind;
    };

/** The stored provenance of a slot set by a person or present before resolving (RULES c.6). */
export const HAND_SOURCE = 'hand';
