import { HEX_COLOR_PATTERN } from './parse-hex-color.js';

/**
 * Normalises a hex colour (public-site §3 removeHashInHex): trimmed, lower-cased, short forms expanded
 * ('#abc' → '#aabbcc', alpha kept), written with a leading '#' or, when removeHash is on, without it. Null if not hex.
 */
export function formatHexColor(hex: string | null | undefined, removeHash = false): string | null {
  const digits = HEX_COLOR_PATTERN.exec((hex ?? '').trim())?.[1];
  if (!digits) return null;
  const lower = digits.toLowerCase();
  const full = lower.length <= 4 ? Array.from(lower, (digit) => digit + digit).join('') : lower;
  return removeHash ? full : `#${full}`;
}
