/** An attachment as the background overlay reads it (public-site §3 "Attachment"). */
export interface BackgroundAttachment {
  readonly id: string;
  readonly mime_type?: string | null;
  readonly fileExtension?: string | null;
  readonly custom_url?: string | null;
}

/** What the background overlay shows: an image or a video at a URL. */
export interface BackgroundMedia {
  readonly kind: 'image' | 'video';
  readonly url: string;
}

/**
 * The attachment id the `background` option names (OVERLAYS §2: a 1-based index into the broadcast's background
 * attachments; the first without the option); null when the broadcast has none there.
 */
export function pickBackgroundId(
  backgrounds: readonly string[] | null | undefined,
  index: number | null,
): string | null {
  return backgrounds?.[(index ?? 1) - 1] ?? null;
}

/**
 * How to show a background attachment (OVERLAYS §1 "background: BC background (type image/ or video/)"): by its
 * MIME type; its custom_url when that is an http(s) address, else the gateway's file URL. Other types: null.
 */
export function toBackgroundMedia(
  attachment: BackgroundAttachment,
  fileUrl: (attachment: { id: string; fileExtension: string }) => string,
): BackgroundMedia | null {
  const type = (attachment.mime_type ?? '').toLowerCase();
  const kind = type.startsWith('image/') ? 'image' : type.startsWith('video/') ? 'video' : null;
  if (!kind) return null;
  const custom = attachment.custom_url?.trim();
  const url =
    custom && /^https?:\/\//i.test(custom)
      ? custom
      : fileUrl({ id: attachment.id, fileExtension: attachment.fileExtension ?? '' });
  return { kind, url };
}
