/**
 * The bracket view (broadcast §2 "Bracket view", "Bracket match card"): reusable by the event pages, the bracket
 * overlay and the dashboard. No UI kit inside (plain CSS modules).
 *
 * ```tsx
 * const data = useBracketViewData(bracketId);
 * if (data.status === 'ready') return <BracketView layout={data.layout} cards={data.cards} scale={0.75} />;
 * ```
 */
export { BracketView, type BracketViewProps } from './components/bracket-view.js';
export {
  useBracketViewData,
  BRACKET_VIEW_TREE,
  type BracketViewData,
  type HydratedBracket,
} from './hooks/use-bracket-view-data.js';
export {
  buildBracketCards,
  type BracketCardModel,
  type BracketCardMatch,
  type BracketCardTeam,
  type BracketRowModel,
  type BuildBracketCardsInput,
} from './build-bracket-cards.js';
export { getBracketGeometry, type BracketGeometry } from './get-bracket-geometry.js';
export { getBracketScale, type BracketScale, type BracketScaleInput } from './get-bracket-scale.js';
export {
  getBracketFocus,
  getBracketHoverLabels,
  getLinkEmphasis,
  type BracketFocus,
} from './get-bracket-focus.js';
export { BRACKET_SIZES, type BracketSizes } from './bracket-sizes.js';
