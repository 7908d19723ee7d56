import { escapeXml, FONT_FAMILY } from './render-logo-svg.js';

/** A full-frame artwork: a title over a two-colour gradient with diagonal light bands. */
export interface KeyArtOptions {
  readonly title: string;
  readonly subtitle?: string;
  /** Gradient start and end (#rrggbb). */
  readonly from: string;
  readonly to: string;
  /** Band and subtitle colour (#rrggbb). */
  readonly accent: string;
  readonly width: number;
  readonly height: number;
  readonly idSuffix: string;
}

/**
 * Draws key art (break image, background, map images): opaque, so it is a picture, not an overlay. The title is
 * white with a shadow, readable on any gradient the demo picks.
 */
export function renderKeyArtSvg(options: KeyArtOptions): string {
  const { width, height, from, to, accent } = options;
  const id = `ka-${options.idSuffix}`;
  const titleSize = Math.min(
    height * 0.16,
    ((width * 0.9) / Math.max(6, options.title.length)) * 1.8,
  );
  const bands = [0.15, 0.45, 0.75]
    .map(
      (at, i) =>
        `<polygon points="${width * at},0 ${width * (at + 0.12)},0 ${width * (at - 0.18)},${height} ${width * (at - 0.3)},${height}" fill="${accent}" opacity="${(0.1 + i * 0.04).toFixed(2)}"/>`,
    )
    .join('');
  const subtitle = options.subtitle
    ? `<text x="${width / 2}" y="${height * 0.62}" font-family="${FONT_FAMILY}" font-size="${(titleSize * 0.36).toFixed(1)}" font-weight="600" letter-spacing="4" text-anchor="middle" fill="#ffffff" opacity="0.9">${escapeXml(options.subtitle)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<filter id="${id}-s"><feDropShadow dx="0" dy="${(height * 0.006).toFixed(1)}" stdDeviation="${(height * 0.01).toFixed(1)}" flood-opacity="0.5"/></filter></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    bands,
    `<text x="${width / 2}" y="${height * 0.5}" font-family="${FONT_FAMILY}" font-size="${titleSize.toFixed(1)}" font-weight="900" text-anchor="middle" fill="#ffffff" filter="url(#${id}-s)">${escapeXml(options.title)}</text>`,
    subtitle,
    '</svg>',
  ].join('');
}
