import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import { useOverlay } from '../shell/overlay-context.js';
import { OverlayNotice } from '../shell/overlay-shell.js';
import {
  pickBackgroundId,
  toBackgroundMedia,
  type BackgroundAttachment,
  type BackgroundMedia,
} from './pick-background.js';

/** An image or a looping muted video, covering the frame. */
export function FullFrameMedia({ media }: { readonly media: BackgroundMedia }) {
  const style = {
    position: 'absolute' as const,
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover' as const,
  };
  return media.kind === 'video' ? (
    <video
      data-testid="overlay-background-video"
      src={media.url}
      autoPlay
      muted
      loop
      playsInline
      style={style}
    />
  ) : (
    <img data-testid="overlay-background-image" src={media.url} alt="" style={style} />
  );
}

/**
 * background (OVERLAYS §1): the broadcast's background attachment, image or video (by its type), full frame; the
 * `background` option picks one by its 1-based index.
 */
export function BackgroundOverlay() {
  const { broadcast, options } = useOverlay();
  const id = pickBackgroundId(broadcast.background, options.background);
  const attachment = useThing<BackgroundAttachment>(id);
  if (!id) return <OverlayNotice>{OVERLAY_TEXT.backgroundNone}</OverlayNotice>;
  if (!isThingReady(attachment)) return null;
  const media = toBackgroundMedia(attachment, (a) => getImageUrl(a));
  if (!media) return <OverlayNotice>{OVERLAY_TEXT.backgroundNone}</OverlayNotice>;
  return <FullFrameMedia media={media} />;
}
