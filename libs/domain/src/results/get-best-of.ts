/** Spec public-site §4: best-of is first_to × 2 − 1 (0 when first_to is missing or not positive). */
export function getBestOf(firstTo: number | null | undefined): number {
  if (firstTo === null || firstTo === undefined || firstTo <= 0) return 0;
  return firstTo * 2 - 1;
}
