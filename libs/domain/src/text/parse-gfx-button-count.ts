/** GFX button count bounds and default (broadcast spec §5 and §9, public-site §3 gfxButtonCount). */
export const GFX_BUTTON_COUNT_MIN = 1;
export const GFX_BUTTON_COUNT_MAX = 24;
export const DEFAULT_GFX_BUTTON_COUNT = 6;

/** Reads the GFX count prompt answer: a whole number from 1 to 24, else null (broadcast spec §5). */
export function parseGfxButtonCount(input: string | number | null | undefined): number | null {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string' && /^\s*\d+\s*$/.test(input)) value = Number(input.trim());
  else return null;
  return Number.isInteger(value) && value >= GFX_BUTTON_COUNT_MIN && value <= GFX_BUTTON_COUNT_MAX
    ? value
    : null;
}
