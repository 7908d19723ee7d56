import { useState } from 'react';
import type { StreamLink } from '@castline/domain';
import { ProviderIcon } from './provider-icon.js';

/**
 * A stream thumbnail (public-site §2 "/streams": "a thumbnail with the provider icon and key"): the video
 * service's preview when it has one (#333 while it loads or when it fails, §9), with the provider icon and the
 * key (channel or video) over it.
 */
export function StreamThumbnail({
  link,
  className,
  imageClassName,
  badgeClassName,
  badgeTextClassName,
  fallbackText,
  liveLabel,
  placeholderClassName,
  liveClassName,
}: {
  readonly link: StreamLink | null;
  readonly className?: string;
  readonly imageClassName?: string;
  readonly badgeClassName?: string;
  readonly badgeTextClassName?: string;
  /** Shown in the badge when there is no link. */
  readonly fallbackText: string;
  /** Text of the live badge in the corner (none without). */
  readonly liveLabel?: string;
  readonly placeholderClassName?: string;
  readonly liveClassName?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const thumbnail = link?.thumbnail && failed !== link.thumbnail ? link.thumbnail : null;
  return (
    <div
      className={className}
      data-testid="stream-thumbnail"
      data-service={link?.service ?? 'none'}
    >
      {!thumbnail && (
        <span className={placeholderClassName} aria-hidden="true">
          {link ? <ProviderIcon service={link.service} size={44} /> : null}
        </span>
      )}
      {liveLabel && <span className={liveClassName}>{liveLabel}</span>}
      {thumbnail && (
        <img
          src={thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          className={imageClassName}
          onError={() => setFailed(thumbnail)}
        />
      )}
      <span className={badgeClassName} data-testid="stream-key">
        {link && <ProviderIcon service={link.service} />}
        <span className={badgeTextClassName}>{link ? link.text : fallbackText}</span>
      </span>
    </div>
  );
}
