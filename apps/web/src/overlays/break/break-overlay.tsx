import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** break (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function BreakOverlay(_props: OverlayComponentProps) {
  return <div data-testid="break-overlay" />;
}
