/** Converts a colour from HSL (hue in degrees, saturation and lightness in percent) to '#rrggbb' (theme colours, public-site §3). */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number): string => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    let value: number;
    if (t < 1 / 6) value = p + (q - p) * 6 * t;
    else if (t < 1 / 2) value = q;
    else if (t < 2 / 3) value = p + (q - p) * (2 / 3 - t) * 6;
    else value = p;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}
