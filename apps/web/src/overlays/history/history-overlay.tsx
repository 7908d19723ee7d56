import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** history (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function HistoryOverlay(_props: OverlayComponentProps) {
  return <div data-testid="history-overlay" />;
}
