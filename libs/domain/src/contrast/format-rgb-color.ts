import type { RgbColor } from '../text/parse-hex-color.js';

function toHexByte(channel: number): string {
  return Math.min(255, Math.max(0, Math.round(channel)))
    .toString(16)
    .padStart(2, '0');
}

/** An sRGB colour as '#rrggbb' (channels rounded and clamped to 0-255). */
export function formatRgbColor(color: RgbColor): string {
  return `#${toHexByte(color.r)}${toHexByte(color.g)}${toHexByte(color.b)}`;
}
