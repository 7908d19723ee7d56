import { getImageUrl } from '../../lib/images/image-url.js';
import { useThing, useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { linkIds } from '../broadcasts/link-ids.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { MediaPlayer } from './media-player.js';
import {
  resolveMediaSource,
  type MediaAttachment,
  type MediaNews,
} from './resolve-media-source.js';

type NewsRecord = MediaNews & { readonly name?: string | null };

/** OBS's browser source exposes window.obsstudio and lets a page autoplay with sound. */
const inObs = (): boolean => typeof window !== 'undefined' && 'obsstudio' in window;

/**
 * media (OVERLAYS §1 "Video player for a news item"): the broadcast's highlight_media news item, its video_url
 * (YouTube, Twitch, Vimeo or a video file) else its first video attachment, full frame, playing at once; with
 * sound in OBS, muted where the browser blocks autoplay with sound. Nothing at all while there is none, and it
 * fades away when the video ends. A new highlight_media re-points it live. It waits for the overlay to start.
 */
export function MediaOverlay(_props: OverlayComponentProps) {
  const { broadcast, options, activation } = useOverlay();
  const newsId = linkIds(broadcast['highlight_media'])[0] ?? null;
  const news = useThing<NewsRecord>(newsId);
  const ready = isThingReady(news) ? news : null;
  const attachments = useThings<MediaAttachment>(linkIds(ready?.media));
  if (!ready || attachments.some((a) => isThingLoading(a))) {
    return <div data-testid="media-overlay" data-state="none" />;
  }
  const withSound = inObs();
  const source = resolveMediaSource(
    ready,
    attachments.map((a) => (isThingReady(a) ? a : null)),
    { withSound, parentHost: window.location.hostname, fileUrl: (a) => getImageUrl(a) },
  );
  if (!source) return <div data-testid="media-overlay" data-state="none" />;
  // Nothing plays before the overlay starts: an inactive OBS source would otherwise play (and sound) off air, and
  // the video would be part-way through when the scene cuts to it.
  if (!activation.started) return <div data-testid="media-overlay" data-state="waiting" />;
  return (
    <div data-testid="media-overlay" data-state="playing">
      <MediaPlayer
        key={`${newsId}:${source.url}`}
        source={source}
        title={ready.name ?? null}
        withSound={withSound}
        animate={!options.noAnimate}
      />
    </div>
  );
}
