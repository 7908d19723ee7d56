/** A parsed connection target (RULES c.2). */
export type BracketTarget =
  | { readonly kind: 'none' }
  | { readonly kind: 'slot'; readonly match: number; readonly slot: 1 | 2 }
  /** Written as `N.P` but P is not 1 or 2; rejected by validation (RULES c.4). */
  | {
      readonly kind: 'invalid-slot';
      readonly match: number;
      readonly slot: number;
      readonly text: string;
    }
  | { readonly kind: 'champion' }
  | { readonly kind: 'eliminated' }
  | { readonly kind: 'advance' }
  | { readonly kind: 'text'; readonly text: string };

/** Which outcome of a match a link carries. */
export type BracketLinkKind = 'win' | 'lose';

/** How a link is drawn (RULES c.2 styles). */
export type BracketLinkStyle = 'connector' | 'loser-drop' | 'none' | 'arrow' | 'arrow-number';
