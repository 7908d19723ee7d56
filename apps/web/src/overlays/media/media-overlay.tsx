import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** media (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function MediaOverlay(_props: OverlayComponentProps) {
  return <div data-testid="media-overlay" />;
}
