import { useEffect, useRef, useState } from 'react';
import { MEDIA_TEXT } from './media-text.js';
import type { MediaSource } from './resolve-media-source.js';

const FADE_MS = 400;
const KEYFRAMES = `@keyframes media-overlay-in { from { opacity: 0; } to { opacity: 1; } }`;

/**
 * Plays a video file with sound when the browser allows it, else muted (autoplay policy: play() rejects with
 * NotAllowedError); an embedded player gets its own autoplay and mute query.
 */
function VideoFile({ url, onEnded }: { readonly url: string; readonly onEnded: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = false;
    video.play().catch(() => {
      video.muted = true;
      void video.play().catch(() => undefined);
    });
  }, [url]);
  return (
    <video
      ref={ref}
      data-testid="media-video"
      src={url}
      playsInline
      autoPlay
      onEnded={onEnded}
      style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
}

/** The media player, full frame on black; fades in (unless animations are off) and away when a video file ends. */
export function MediaPlayer({
  source,
  title,
  withSound,
  animate,
}: {
  readonly source: MediaSource;
  readonly title: string | null;
  readonly withSound: boolean;
  readonly animate: boolean;
}) {
  const [ended, setEnded] = useState(false);
  return (
    <div
      data-testid="media-player"
      data-kind={source.kind}
      data-ended={ended ? 'true' : 'false'}
      style={{
        position: 'absolute',
        inset: 0,
        background: '#000',
        // A graphic, not a control: clicks reach the shell (its activation toggle outside OBS), not the player.
        pointerEvents: 'none',
        opacity: ended ? 0 : 1,
        transition: animate ? `opacity ${FADE_MS}ms ease` : undefined,
        animation: animate ? `media-overlay-in ${FADE_MS}ms ease both` : undefined,
      }}
    >
      {animate ? <style>{KEYFRAMES}</style> : null}
      {source.kind === 'video' ? (
        <VideoFile url={source.url} onEnded={() => setEnded(true)} />
      ) : (
        <iframe
          data-testid="media-embed"
          data-site={source.site}
          data-with-sound={withSound ? 'true' : 'false'}
          src={source.url}
          title={MEDIA_TEXT.playerTitle(title)}
          allow="autoplay; encrypted-media; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
        />
      )}
    </div>
  );
}
