import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** break-content (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function BreakContentOverlay(_props: OverlayComponentProps) {
  return <div data-testid="break-content-overlay" />;
}
