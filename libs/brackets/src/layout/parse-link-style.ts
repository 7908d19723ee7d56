import type { BracketLinkKind, BracketLinkStyle } from './bracket-target.js';

const DRAW_NOTHING = new Set(['hidden', 'none', 'empty', 'null']);

/**
 * How a link is drawn (RULES c.2): absent → a connector (win) or a loser-drop marker (lose);
 * `hidden`/`none`/`empty`/`null` → nothing; `arrow`; `arrow-number`. Unknown styles draw the default.
 */
export function parseLinkStyle(
  style: string | null | undefined,
  kind: BracketLinkKind,
): BracketLinkStyle {
  const text = (style ?? '').trim().toLowerCase();
  if (DRAW_NOTHING.has(text)) return 'none';
  if (text === 'arrow') return 'arrow';
  if (text === 'arrow-number') return 'arrow-number';
  return kind === 'win' ? 'connector' : 'loser-drop';
}
