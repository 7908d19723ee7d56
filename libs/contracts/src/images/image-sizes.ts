// Zod-free on purpose: the web imports these without pulling schemas into its bundle.

/**
 * The fixed ladder of image sizes `/image.{ext}?size=` serves (issue 11 item 2): the spec's logo sizes h-120,
 * h-50 and w-50 (public-site §9), their double-density versions, and widths for content images. Any other size
 * is refused (400), so one image has at most this many resized variants in the gateway's cache.
 */
export const IMAGE_SIZES = [
  'h-50',
  'h-120',
  'h-240',
  'w-50',
  'w-100',
  'w-200',
  'w-320',
  'w-640',
  'w-1280',
] as const;
export type ImageSizeName = (typeof IMAGE_SIZES)[number];

/** `size` values that ask for the stored image as it is (as does no size at all). */
export const ORIGINAL_IMAGE_SIZES = ['orig', 'full'] as const;

/** Image types `/image.{ext}` serves; an attachment of any other type is not served. */
export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const;

export function isImageSizeName(value: string): value is ImageSizeName {
  return (IMAGE_SIZES as readonly string[]).includes(value);
}

export function isServedImageMimeType(value: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(value.trim().toLowerCase());
}

/** A custom_url the image route may redirect to: https only. */
export function isServedImageUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
