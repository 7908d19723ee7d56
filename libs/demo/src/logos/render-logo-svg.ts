/** Outline of a logo. */
export type LogoShape = 'shield' | 'circle' | 'hexagon' | 'rounded-square' | 'diamond';
/** Decoration drawn inside the outline: a diagonal band, an inner ring or a chevron. */
export type LogoEmblem = 'band' | 'ring' | 'chevron';

export const LOGO_SHAPES: readonly LogoShape[] = [
  'shield',
  'circle',
  'hexagon',
  'rounded-square',
  'diamond',
];
export const LOGO_EMBLEMS: readonly LogoEmblem[] = ['band', 'ring', 'chevron'];

/** What a logo is drawn from: theme colours (#rrggbb) and a short text (team code or event initials). */
export interface LogoOptions {
  readonly text: string;
  readonly shape: LogoShape;
  readonly emblem: LogoEmblem;
  /** Fill (theme color_logo_background). */
  readonly background: string;
  /** Second gradient stop (theme color_theme). */
  readonly backgroundEnd: string;
  /** Outline and emblem (theme color_logo_accent). */
  readonly accent: string;
  /** Text (theme color_text_on_logo_background). */
  readonly textColor: string;
  /** Rendered size in px (the drawing is square). */
  readonly size: number;
  /** Small logos leave the emblem out and use a heavier outline. */
  readonly small: boolean;
  /** Makes the gradient and clip ids unique when several logos are inlined in one page. */
  readonly idSuffix: string;
}

const SHAPE_PATHS: Readonly<Record<LogoShape, string>> = {
  shield: 'M256 28 L452 92 V240 C452 360 372 444 256 488 C140 444 60 360 60 240 V92 Z',
  circle: 'M28 256 A228 228 0 1 0 484 256 A228 228 0 1 0 28 256 Z',
  hexagon: 'M256 28 L453.5 142 V370 L256 484 L58.5 370 V142 Z',
  'rounded-square':
    'M136 40 H376 A96 96 0 0 1 472 136 V376 A96 96 0 0 1 376 472 H136 A96 96 0 0 1 40 376 V136 A96 96 0 0 1 136 40 Z',
  diamond: 'M256 24 L488 256 L256 488 L24 256 Z',
};

const FONT_SIZES = [260, 260, 200, 150, 116];
export const FONT_FAMILY = "'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** Text made safe for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function renderEmblem(options: LogoOptions, shapePath: string, clipId: string): string {
  // A chevron would touch the narrow top of a diamond; the ring fits it better.
  const emblem =
    options.shape === 'diamond' && options.emblem === 'chevron' ? 'ring' : options.emblem;
  switch (emblem) {
    case 'band':
      return `<path d="M-40 350 L552 160 L552 250 L-40 440 Z" fill="${options.accent}" opacity="0.3" clip-path="url(#${clipId})"/>`;
    case 'ring':
      return `<path d="${shapePath}" fill="none" stroke="${options.accent}" stroke-width="10" opacity="0.7" transform="translate(256 256) scale(0.84) translate(-256 -256)"/>`;
    case 'chevron':
      return `<path d="M166 132 L256 176 L346 132" fill="none" stroke="${options.accent}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
}

/**
 * Draws a simple team or event logo as SVG text (theme logos are attachments, public-site §3): the outline
 * filled with a gradient of the theme colours, an accent outline and emblem, and the text centred on top.
 */
export function renderLogoSvg(options: LogoOptions): string {
  const shapePath = SHAPE_PATHS[options.shape];
  const gradientId = `logo-fill-${options.idSuffix}`;
  const clipId = `logo-clip-${options.idSuffix}`;
  const text = escapeXml(options.text);
  const scale = options.shape === 'diamond' ? 0.82 : 1;
  const fontSize = Math.round(
    (FONT_SIZES[Math.min(options.text.length, 4)] ?? 100) * scale * (options.small ? 1.12 : 1),
  );
  const textY = Math.round((options.shape === 'shield' ? 248 : 256) + fontSize * 0.35);
  const emblem = options.small ? '' : renderEmblem(options, shapePath, clipId);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" viewBox="0 0 512 512">`,
    '<defs>',
    `<linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${options.backgroundEnd}"/><stop offset="1" stop-color="${options.background}"/>`,
    '</linearGradient>',
    `<clipPath id="${clipId}"><path d="${shapePath}"/></clipPath>`,
    '</defs>',
    `<path d="${shapePath}" fill="url(#${gradientId})"/>`,
    emblem,
    `<path d="${shapePath}" fill="none" stroke="${options.accent}" stroke-width="${options.small ? 28 : 16}" stroke-linejoin="round"/>`,
    `<text x="256" y="${textY}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="800" letter-spacing="4" fill="${options.textColor}">${text}</text>`,
    '</svg>',
  ]
    .filter((line) => line !== '')
    .join('');
}
