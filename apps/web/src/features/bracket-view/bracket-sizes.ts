/**
 * Sizes of the bracket view (broadcast spec §2 "Bracket view", §9). Every length below is in em of the view's
 * font size, so one font size scales the whole bracket (cards, gaps, lines and markers) at once.
 */

/** Bracket base font (broadcast §9 'Bracket base font 16px'). */
export const BRACKET_BASE_FONT_PX = 16;
/** Connection line width before scaling (broadcast §9 'connection width 2'). */
export const BRACKET_CONNECTION_WIDTH_PX = 2;
/** The thinnest a scaled connection line may get (broadcast §9 'minimum 1'). */
export const BRACKET_MIN_CONNECTION_WIDTH_PX = 1;
/** overlay_scale is used only when above this (broadcast §9 'overlay scale above 4 used'; RULES c.1). */
export const BRACKET_OVERLAY_SCALE_MIN = 4;
/** Extended views are 1.5 times larger (broadcast §2 "by 1.5 when extended"). */
export const BRACKET_EXTENDED_FACTOR = 1.5;

/** Box sizes (em) the geometry places cards, headers and markers with. */
export interface BracketSizes {
  readonly cardWidth: number;
  /** The card's top strip: match number, '{code} stream', start time. */
  readonly cardHeaderHeight: number;
  /** One team row. */
  readonly rowHeight: number;
  /** Vertical space between two stacked slots of a column. */
  readonly slotGap: number;
  /** Horizontal space between two columns (the connection lines run in it). */
  readonly columnGap: number;
  /** Extra space after a column with gapRight (RULES c.2). */
  readonly gapRight: number;
  /** The column header row (RULES c.2 column.header), when a sub-bracket has headers. */
  readonly headerHeight: number;
  /** The sub-bracket title row (RULES c.2 sub-bracket.name), when it has a name. */
  readonly titleHeight: number;
  /** Vertical space between two sub-brackets. */
  readonly subBracketGap: number;
  /** Space around the whole drawing (markers may sit left of the first column). */
  readonly padding: number;
  /** Loser-drop marker box. */
  readonly dropWidth: number;
  readonly dropHeight: number;
  /** Arrow marker length (RULES c.2 `arrow`, `arrow-number`). */
  readonly arrowLength: number;
  /** Radius of the rounded corners of connection lines. */
  readonly cornerRadius: number;
}

/** The view's default sizes. */
export const BRACKET_SIZES: BracketSizes = Object.freeze({
  cardWidth: 13,
  cardHeaderHeight: 1.4,
  rowHeight: 1.9,
  slotGap: 1.1,
  columnGap: 2.5,
  gapRight: 3,
  headerHeight: 2.6,
  titleHeight: 2,
  subBracketGap: 2,
  padding: 0.5,
  dropWidth: 1.7,
  dropHeight: 1.3,
  arrowLength: 1.75,
  cornerRadius: 0.4,
});

/** A card's full height: the header strip and two team rows. */
export function getCardHeight(sizes: BracketSizes): number {
  return sizes.cardHeaderHeight + 2 * sizes.rowHeight;
}
