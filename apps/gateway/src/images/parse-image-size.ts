/** A requested image size: `h-120` (height), `w-50` (width) or a bare number (width), in pixels. */
export interface ImageSize {
  width?: number;
  height?: number;
}

const MIN = 8;
const MAX = 2048;

/** Parses the `size` query of /image.{ext} (public-site §9 logo sizes h-120, h-50, w-50); null = original. */
export function parseImageSize(size: unknown): ImageSize | null {
  if (typeof size !== 'string' || size === '' || size === 'orig' || size === 'full') return null;
  const m = /^(?:([hw])-)?(\d{1,4})$/.exec(size.trim());
  if (!m) return null;
  const px = Math.min(MAX, Math.max(MIN, Number(m[2])));
  return m[1] === 'h' ? { height: px } : { width: px };
}
