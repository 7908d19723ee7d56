import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** standings (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function StandingsOverlay(_props: OverlayComponentProps) {
  return <div data-testid="standings-overlay" />;
}
