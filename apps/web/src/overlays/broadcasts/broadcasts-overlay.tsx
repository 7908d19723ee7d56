import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** broadcasts (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function BroadcastsOverlay(_props: OverlayComponentProps) {
  return <div data-testid="broadcasts-overlay" />;
}
