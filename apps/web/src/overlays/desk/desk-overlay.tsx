import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** desk (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function DeskOverlay(_props: OverlayComponentProps) {
  return <div data-testid="desk-overlay" />;
}
