import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** team-image (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function TeamImageOverlay(_props: OverlayComponentProps) {
  return <div data-testid="team-image-overlay" />;
}
