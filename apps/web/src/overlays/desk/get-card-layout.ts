/** Sizes of one person's card: the width, whether the row has a cam box above the nameplates, the name size. */
export interface DeskCardLayout {
  readonly width: number;
  readonly camBox: boolean;
  readonly nameSize: number;
}

/** The people row's width inside the frame's side margins, and the gap between cards (px). */
export const DESK_ROW_WIDTH = 1760;
export const DESK_ROW_GAP = 32;

/**
 * Card sizes for the people shown: as wide as the row allows, at most 480 px for nameplates alone, 560 px with
 * cams and 720 px for an interview (which always has cam boxes, so the guests fill the frame); names a little
 * smaller on narrow cards.
 */
export function getCardLayout(shown: number, hasCams: boolean, interview: boolean): DeskCardLayout {
  const count = Math.max(1, shown);
  const max = interview ? 720 : hasCams ? 560 : 480;
  const width = Math.floor(Math.min(max, (DESK_ROW_WIDTH - DESK_ROW_GAP * (count - 1)) / count));
  return { width, camBox: hasCams || interview, nameSize: width < 340 ? 28 : 34 };
}
