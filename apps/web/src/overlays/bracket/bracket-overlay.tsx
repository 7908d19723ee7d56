import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** bracket (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function BracketOverlay(_props: OverlayComponentProps) {
  return <div data-testid="bracket-overlay" />;
}
