import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** ingame (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function IngameOverlay(_props: OverlayComponentProps) {
  return <div data-testid="ingame-overlay" />;
}
