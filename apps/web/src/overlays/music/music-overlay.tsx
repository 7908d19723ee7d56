import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** music (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function MusicOverlay(_props: OverlayComponentProps) {
  return <div data-testid="music-overlay" />;
}
