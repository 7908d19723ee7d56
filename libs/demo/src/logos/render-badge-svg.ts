import { escapeXml, FONT_FAMILY } from './render-logo-svg.js';

/** A round badge with up to two letters (hero icons). */
export interface BadgeOptions {
  readonly text: string;
  /** Fill (#rrggbb). */
  readonly color: string;
  readonly size: number;
}

/** Draws a hero icon: a filled circle with a light ring and the hero's initials. */
export function renderBadgeSvg(options: BadgeOptions): string {
  const { size, color } = options;
  const text = escapeXml(options.text.slice(0, 2).toUpperCase());
  const r = size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<circle cx="${r}" cy="${r}" r="${r * 0.94}" fill="${color}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${(size * 0.05).toFixed(1)}"/>`,
    `<text x="${r}" y="${r + size * 0.14}" font-family="${FONT_FAMILY}" font-size="${(size * 0.4).toFixed(1)}" font-weight="800" text-anchor="middle" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}
