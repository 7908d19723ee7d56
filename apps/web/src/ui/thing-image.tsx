import { useState, type CSSProperties } from 'react';
import type { AttachmentRecord } from '@castline/contracts';
import { useThing } from '../lib/things/thing-hooks.js';
import { isThingReady } from '../lib/things/thing-types.js';
import { getImageUrl, IMAGE_FALLBACK_COLOR, type ImageSize } from '../lib/images/image-url.js';

export interface ThingImageProps {
  /** The attachment record id (e.g. a theme's small_logo[0]). */
  readonly attachmentId: string | null | undefined;
  readonly size?: ImageSize;
  /** Text alternative; empty for decorative images. */
  readonly alt: string;
  /** Sizes the box (the image fills it). */
  readonly className?: string;
  readonly style?: CSSProperties;
  /** How the image fills its box. */
  readonly fit?: CSSProperties['objectFit'];
  /** Background shown while loading and when the image fails; #333 by default (public-site §9). */
  readonly fallbackColor?: string;
}

/**
 * An attachment image from /image.{ext}?id=..&size=.. (public-site §7) inside a box sized by the caller, with
 * the #333 fallback colour while the attachment record or the image loads, and when either fails. No UI kit:
 * overlays use it too.
 */
export function ThingImage(props: ThingImageProps) {
  const attachment = useThing<AttachmentRecord>(props.attachmentId);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const url = isThingReady(attachment) ? getImageUrl(attachment, props.size) : null;
  const showImage = url !== null && failedUrl !== url;
  const loaded = showImage && loadedUrl === url;
  return (
    <span
      className={props.className}
      style={{
        display: 'block',
        overflow: 'hidden',
        backgroundColor: loaded ? 'transparent' : (props.fallbackColor ?? IMAGE_FALLBACK_COLOR),
        ...props.style,
      }}
      role={!showImage && props.alt ? 'img' : undefined}
      aria-label={!showImage && props.alt ? props.alt : undefined}
      aria-hidden={!showImage && !props.alt ? true : undefined}
      data-image-state={!showImage ? 'fallback' : loaded ? 'loaded' : 'loading'}
    >
      {showImage && (
        <img
          src={url}
          alt={props.alt}
          loading="lazy"
          decoding="async"
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: props.fit ?? 'contain',
          }}
          onLoad={() => setLoadedUrl(url)}
          onError={() => setFailedUrl(url)}
        />
      )}
    </span>
  );
}
