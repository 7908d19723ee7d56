import { escapeXml, FONT_FAMILY } from './render-logo-svg.js';

/** A sponsor's wordmark: its name beside a simple mark, on a transparent background. */
export interface WordmarkOptions {
  readonly name: string;
  /** Mark and text colour (#rrggbb). */
  readonly color: string;
  /** Second mark colour (#rrggbb). */
  readonly accent: string;
  readonly width: number;
  readonly height: number;
  readonly idSuffix: string;
}

/**
 * Draws a sponsor wordmark (broadcast sponsors and persistent_sponsors are image attachments): a rounded mark with
 * the initial, then the name in near-black, scaled to fit, on a white plate with rounded corners, so it stays
 * readable on any overlay theme (as sponsors' own logo plates do on air).
 */
export function renderWordmarkSvg(options: WordmarkOptions): string {
  const { width, height, color, accent } = options;
  const name = escapeXml(options.name);
  const initial = escapeXml(options.name.trim().charAt(0).toUpperCase() || '?');
  const mark = height * 0.8;
  const pad = height * 0.1;
  const textX = pad + mark + height * 0.2;
  const fontSize = Math.min(
    height * 0.5,
    ((width - textX - pad) / Math.max(4, options.name.length)) * 1.7,
  );
  const gradient = `wm-${options.idSuffix}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${height * 0.18}" fill="#ffffff"/>`,
    `<rect x="${pad}" y="${pad}" width="${mark}" height="${mark}" rx="${mark * 0.22}" fill="url(#${gradient})"/>`,
    `<text x="${pad + mark / 2}" y="${pad + mark * 0.68}" font-family="${FONT_FAMILY}" font-size="${mark * 0.56}" font-weight="800" text-anchor="middle" fill="#ffffff">${initial}</text>`,
    `<text x="${textX}" y="${height * 0.66}" font-family="${FONT_FAMILY}" font-size="${fontSize.toFixed(1)}" font-weight="700" fill="#14161c">${name}</text>`,
    '</svg>',
  ].join('');
}
