import type { ImageSizeName } from '@castline/contracts';

/**
 * A size from the gateway's fixed ladder (IMAGE_SIZES in contracts: the spec's logo sizes h-120, h-50, w-50 of
 * public-site §9 and a few more); the gateway refuses any other size with a 400.
 */
export type ImageSize = ImageSizeName;

/** Thumbnail fallback colour while an image loads or when it fails (public-site §9). */
export const IMAGE_FALLBACK_COLOR = '#333';

/** The fields of an attachment an image URL needs. */
export interface ImageAttachment {
  readonly id: string;
  readonly fileExtension: string;
}

/** An attachment's image URL: /image.{ext}?id=..&size=.. (public-site §3 "Attachment", §7). */
export function getImageUrl(attachment: ImageAttachment, size?: ImageSize): string {
  const extension = attachment.fileExtension.replace(/^\./, '').toLowerCase() || 'png';
  const query = new URLSearchParams({ id: attachment.id });
  if (size !== undefined) query.set('size', size);
  return `/image.${encodeURIComponent(extension)}?${query.toString()}`;
}
