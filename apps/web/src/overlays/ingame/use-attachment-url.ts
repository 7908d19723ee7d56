import type { ImageSizeName } from '@castline/contracts';
import { getImageUrl } from '../../lib/images/image-url.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';

const firstId = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;

/** An attachment's image URL at a size of the ladder; null until it arrives or without one. */
export function useAttachmentUrl(id: string | null, size: ImageSizeName): string | null {
  const attachment = useThing<{ readonly fileExtension?: string }>(id);
  if (!isThingReady(attachment) || typeof attachment.fileExtension !== 'string') return null;
  return getImageUrl({ id: attachment.__id, fileExtension: attachment.fileExtension }, size);
}

/** A hero's icon (else its main image) URL and name; null until the hero and its picture have arrived. */
export function useHeroImage(
  heroId: string,
  size: ImageSizeName,
): { readonly url: string | null; readonly name: string } | null {
  const hero = useThing(heroId);
  const ready = isThingReady(hero) ? hero : null;
  const attachmentId = firstId(ready?.['icon']) ?? firstId(ready?.['main_image']);
  const url = useAttachmentUrl(attachmentId, size);
  if (!ready || (attachmentId !== null && url === null)) return null;
  return { url, name: typeof ready['name'] === 'string' ? ready['name'] : '' };
}
