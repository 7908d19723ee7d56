import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** cams (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function CamsOverlay(_props: OverlayComponentProps) {
  return <div data-testid="cams-overlay" />;
}
