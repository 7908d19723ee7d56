import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** maps (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function MapsOverlay(_props: OverlayComponentProps) {
  return <div data-testid="maps-overlay" />;
}
