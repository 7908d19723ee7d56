import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { MUSIC_TEXT } from './music-text.js';
import type { MusicTrack } from './read-tracks.js';

const CSS = `@keyframes music-title-in { from { opacity: 0; transform: translateY(24px); } to { opacity: 1; transform: none; } }`;

/** The now-playing box (showTitle / text): bottom left, on the overlay theme; long titles are cut with an ellipsis. */
export function NowPlaying({
  track,
  colors,
  animate,
}: {
  readonly track: MusicTrack;
  readonly colors: OverlayColors;
  readonly animate: boolean;
}) {
  const line = MUSIC_TEXT.titleLine(track.title, track.artist);
  return (
    <div
      data-testid="music-title"
      title={line}
      style={{
        position: 'absolute',
        left: 64,
        bottom: 64,
        maxWidth: 900,
        display: 'flex',
        alignItems: 'center',
        gap: 20,
        padding: '16px 32px 16px 24px',
        boxSizing: 'border-box',
        background: colors.background,
        color: colors.text,
        borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
        fontFamily: 'system-ui, sans-serif',
        animation: animate ? 'music-title-in 600ms cubic-bezier(0.2, 0.8, 0.2, 1) both' : undefined,
      }}
    >
      {animate ? <style>{CSS}</style> : null}
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" style={{ flexShrink: 0 }}>
        <path fill="currentColor" d="M9 3v10.55A4 4 0 1 0 11 17V7h6V3H9Z" />
      </svg>
      <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <div
          style={{
            fontSize: 18,
            fontWeight: 700,
            letterSpacing: 2,
            textTransform: 'uppercase',
            opacity: 0.85,
          }}
        >
          {MUSIC_TEXT.nowPlaying}
        </div>
        <div
          style={{
            fontSize: 32,
            fontWeight: 800,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {line}
        </div>
      </div>
    </div>
  );
}
