import {
  CodedError,
  isImageSizeName,
  ORIGINAL_IMAGE_SIZES,
  SERVER_TEXT,
} from '@castline/contracts';

/** A requested image size in pixels: a height (`h-120`) or a width (`w-50`). */
export interface ImageSize {
  width?: number;
  height?: number;
}

/**
 * Parses the `size` query of /image.{ext} against the fixed ladder (IMAGE_SIZES: the spec's logo sizes h-120,
 * h-50, w-50 and a few more). No size, `orig` or `full` = the original (null). A bare number is the width of that
 * name (`640` = `w-640`). Anything else is a 400 naming the sizes offered.
 */
export function parseImageSize(size: unknown): ImageSize | null {
  if (size === undefined || size === '') return null;
  if (typeof size !== 'string')
    throw new CodedError('BAD_REQUEST', SERVER_TEXT.imageSizeNotOffered);
  const value = size.trim().toLowerCase();
  if ((ORIGINAL_IMAGE_SIZES as readonly string[]).includes(value)) return null;
  const name = /^\d+$/.test(value) ? `w-${value}` : value;
  if (!isImageSizeName(name)) throw new CodedError('BAD_REQUEST', SERVER_TEXT.imageSizeNotOffered);
  const px = Number(name.slice(2));
  return name.startsWith('h-') ? { height: px } : { width: px };
}
