/**
 * How far below a minimum a contrast ratio may fall and still count as reaching it: floating-point noise only. The
 * same pair computed along another path (its colours in the other order, a colour composited then re-read) can
 * differ in the last bits (4.494497602293216 vs …217).
 */
export const CONTRAST_TOLERANCE = 1e-9;

/**
 * The one contrast comparison (issue 12): whether a ratio reaches a minimum (CONTRAST_MIN_TEXT, CONTRAST_MIN_UI),
 * within CONTRAST_TOLERANCE. A missing ratio (a colour that is not hex) never does. Every themed surface of the web
 * and the organiser console's theme warnings compare through it.
 */
export function meetsContrast(ratio: number | null | undefined, minRatio: number): boolean {
  return (
    typeof ratio === 'number' && !Number.isNaN(ratio) && ratio >= minRatio - CONTRAST_TOLERANCE
  );
}
