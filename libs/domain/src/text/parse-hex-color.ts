/** An sRGB colour with 0-255 channels. */
export interface RgbColor {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** A hex colour: 3, 4, 6 or 8 hex digits, optionally after '#'. */
export const HEX_COLOR_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Reads a hex colour with or without '#' ('#abc', 'aabbcc', '#aabbccdd'; alpha ignored); null if not hex (theme colours, public-site §3). */
export function parseHexColor(hex: string | null | undefined): RgbColor | null {
  const match = HEX_COLOR_PATTERN.exec((hex ?? '').trim());
  const digits = match?.[1];
  if (!digits) return null;
  const full = digits.length <= 4 ? Array.from(digits, (digit) => digit + digit).join('') : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}
