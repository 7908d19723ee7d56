import {
  BRACKET_BASE_FONT_PX,
  BRACKET_CONNECTION_WIDTH_PX,
  BRACKET_EXTENDED_FACTOR,
  BRACKET_MIN_CONNECTION_WIDTH_PX,
  BRACKET_OVERLAY_SCALE_MIN,
} from './bracket-sizes.js';

export interface BracketScaleInput {
  /** The bracket's overlay_scale (RULES c.1). */
  readonly overlayScale?: number | null;
  /** Overlays read overlay_scale; the site does not (RULES c.1 "used on overlays"). */
  readonly useOverlayScale?: boolean;
  /** A scale factor (e.g. the dashboard's 0.75); 1 when absent. */
  readonly scale?: number | null;
  readonly extended?: boolean;
}

/** The view's font size and connection line width, both in px. */
export interface BracketScale {
  readonly fontSizePx: number;
  readonly connectionWidthPx: number;
}

/**
 * Font size and line width of a bracket view (broadcast §2 "Bracket view", §9): the base font 16px, replaced by
 * overlay_scale when overlays use it and it is above 4; times the scale factor; times 1.5 when extended. The
 * connection width 2 is scaled the same way (scale and extended), rounded down, and never below 1.
 */
export function getBracketScale(input: BracketScaleInput): BracketScale {
  const factor =
    (input.scale && input.scale > 0 ? input.scale : 1) *
    (input.extended ? BRACKET_EXTENDED_FACTOR : 1);
  const overlayScale = input.overlayScale ?? 0;
  const base =
    input.useOverlayScale && overlayScale > BRACKET_OVERLAY_SCALE_MIN
      ? overlayScale
      : BRACKET_BASE_FONT_PX;
  return {
    fontSizePx: base * factor,
    connectionWidthPx: Math.max(
      BRACKET_MIN_CONNECTION_WIDTH_PX,
      Math.floor(BRACKET_CONNECTION_WIDTH_PX * factor),
    ),
  };
}
