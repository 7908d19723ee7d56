export interface FitBracketFontInput {
  /** The font size the options ask for (getBracketScale), px. */
  readonly fontSizePx: number;
  /** The drawing's size in em (getBracketGeometry). */
  readonly width: number;
  readonly height: number;
  /** The room the drawing has, px. */
  readonly availableWidth: number;
  readonly availableHeight: number;
}

/** Below this the bracket is unreadable on stream; it is drawn at this size (and clipped) instead. */
export const BRACKET_MIN_FONT_PX = 6;

/**
 * The font size a bracket is drawn at on an overlay: the asked size, shrunk so the whole drawing fits its box
 * (a broadcast graphic never overflows the frame), never below BRACKET_MIN_FONT_PX. Rounded down to 0.01 px.
 */
export function fitBracketFont(input: FitBracketFontInput): number {
  const { fontSizePx, width, height, availableWidth, availableHeight } = input;
  const fitWidth = width > 0 ? availableWidth / width : Infinity;
  const fitHeight = height > 0 ? availableHeight / height : Infinity;
  const size = Math.min(fontSizePx, fitWidth, fitHeight);
  return Math.max(BRACKET_MIN_FONT_PX, Math.floor(size * 100) / 100);
}
